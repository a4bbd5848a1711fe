import type { FastifyInstance } from 'fastify';
import type { DB } from '../../db/database.js';
import { keyPageGuard, smallPage } from '../../platform/html-page.js';
import { asLanguage, readerLanguage, type Language } from '../../platform/i18n/language.js';
import { hashToken } from '../../platform/ids.js';
import { memberForMail, memberOfToken } from './alerts.digest-queries.js';
import { UNSUBSCRIBE_TTL_MS } from './alerts.digest.js';
import { setEmailsEnabled } from './alerts.repository.js';

/** Page views per client address per minute (times RATE_LIMIT_FACTOR): plenty for people, nothing for guessing 256-bit tokens. */
export const UNSUBSCRIBE_PER_MINUTE = 30;
/** What newToken() makes: 32 random bytes in base64url. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
/** Where the page sends a member to manage alerts (the Saved tab's Alerts, after signing in). */
const MANAGE_PATH = '/app/jobs?tab=saved';

type Outcome = 'done' | 'invalid' | 'busy';

const texts: Record<Language, Record<Outcome, { title: string; body: string }> & { manage: string }> = {
  en: {
    done: {
      title: 'You are unsubscribed',
      body: 'You will no longer get job alert e-mails from SkillLink. Your alerts stay in the app, where you can turn these e-mails back on.',
    },
    invalid: {
      title: 'This link does not work',
      body: 'This unsubscribe link is not valid or has expired. Sign in to SkillLink to turn job alert e-mails off.',
    },
    busy: { title: 'Too many attempts', body: 'Please wait a minute and open the link again.' },
    manage: 'Manage my job alerts',
  },
  fr: {
    done: {
      title: 'Votre désabonnement est confirmé',
      body: 'Vous ne recevrez plus d’e-mails d’alertes emploi de SkillLink. Vos alertes restent dans l’application, où vous pouvez réactiver ces e-mails.',
    },
    invalid: {
      title: 'Ce lien ne fonctionne pas',
      body: 'Ce lien de désabonnement n’est pas valide ou a expiré. Connectez-vous à SkillLink pour désactiver les e-mails d’alertes emploi.',
    },
    busy: { title: 'Trop de tentatives', body: 'Patientez une minute, puis ouvrez de nouveau le lien.' },
    manage: 'Gérer mes alertes emploi',
  },
};

/** The page of each outcome, with a way on to the member's alerts. */
function page(language: Language, outcome: Outcome): string {
  const t = texts[language];
  return smallPage({ language, ...t[outcome], action: { href: MANAGE_PATH, label: t.manage } });
}

/**
 * GET /job-alerts/unsubscribe?token=…: the digest's unsubscribe link. No sign-in: the token is
 * the key (random, 256 bits, stored hashed with the digest that carried it, working for
 * UNSUBSCRIBE_TTL_MS). Opening it turns the member's digest e-mails off (again, harmlessly, on a
 * second visit) and says so in the member's language; a bad token changes nothing.
 */
export function registerUnsubscribePage(app: FastifyInstance, deps: { db: DB; now: () => Date; rateLimitFactor: number }): void {
  const guard = keyPageGuard(UNSUBSCRIBE_PER_MINUTE, deps.rateLimitFactor);
  app.get(
    '/job-alerts/unsubscribe',
    // The token is the key: request logs show the route only; no CSRF cookie is needed to read a page.
    { schema: { hide: true }, config: { public: true, secretUrl: true, csrfCookie: false } },
    async (request, reply) => {
      const busy = guard(request, reply, (language) => page(language, 'busy'));
      if (busy) return busy;
      const raw = (request.query as { token?: unknown }).token;
      const token = typeof raw === 'string' && TOKEN.test(raw) ? raw : null;
      const now = deps.now();
      const since = new Date(now.getTime() - UNSUBSCRIBE_TTL_MS).toISOString();
      const memberId = token ? await memberOfToken(deps.db, hashToken(token), since) : null;
      if (!memberId) return reply.code(404).send(page(readerLanguage(request), 'invalid'));
      await setEmailsEnabled(deps.db, memberId, false, now.toISOString());
      const member = await memberForMail(deps.db, memberId);
      return reply.send(page(asLanguage(member?.language), 'done'));
    },
  );
}

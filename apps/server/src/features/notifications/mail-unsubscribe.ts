import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { NotificationPreferenceKey } from '@skilllink/contracts/notifications';
import type { DB } from '../../db/database.js';
import { keyPageGuard, smallPage } from '../../platform/html-page.js';
import { asLanguage, readerLanguage, type Language } from '../../platform/i18n/language.js';
import { saveChannelPreferences } from './mail-settings.repository.js';
import { memberForMail } from './mail-queue.repository.js';
import { readUnsubscribeToken } from './mail-unsubscribe-token.js';

/** Requests per client address per minute (times RATE_LIMIT_FACTOR): plenty for people and mail apps. */
export const UNSUBSCRIBE_PER_MINUTE = 30;
const MANAGE_PATH = '/app/settings?tab=notifications';

type Outcome = 'confirm' | 'done' | 'invalid' | 'busy';
const texts: Record<Language, Record<Outcome, { title: string; body: string }> & { button: string; manage: string }> = {
  en: {
    confirm: {
      title: 'Stop these e-mails?',
      body: 'SkillLink will stop e-mailing you about this kind of notification. You will still see it in the app.',
    },
    done: {
      title: 'You are unsubscribed',
      body: 'You will no longer get these e-mails. You can turn them back on in Settings → Notifications.',
    },
    invalid: {
      title: 'This link does not work',
      body: 'This unsubscribe link is not valid or has expired. Sign in to SkillLink to change your e-mail settings.',
    },
    busy: { title: 'Too many attempts', body: 'Please wait a minute and try again.' },
    button: 'Unsubscribe',
    manage: 'Notification settings',
  },
  fr: {
    confirm: {
      title: 'Ne plus recevoir ces e-mails ?',
      body: 'SkillLink cessera de vous écrire pour ce type de notification. Vous les verrez toujours dans l’application.',
    },
    done: {
      title: 'Votre désabonnement est confirmé',
      body: 'Vous ne recevrez plus ces e-mails. Vous pouvez les réactiver dans Paramètres → Notifications.',
    },
    invalid: {
      title: 'Ce lien ne fonctionne pas',
      body: 'Ce lien de désabonnement n’est pas valide ou a expiré. Connectez-vous à SkillLink pour modifier vos réglages d’e-mail.',
    },
    busy: { title: 'Trop de tentatives', body: 'Patientez une minute, puis réessayez.' },
    button: 'Me désabonner',
    manage: 'Réglages des notifications',
  },
};

/** The page of each outcome; only the confirmation's button acts (a link scanner's GET changes nothing). */
function page(language: Language, outcome: Outcome, token = ''): string {
  const t = texts[language];
  const action =
    outcome === 'confirm'
      ? { post: `/notifications/unsubscribe?token=${encodeURIComponent(token)}`, label: t.button }
      : { href: MANAGE_PATH, label: t.manage };
  return smallPage({ language, ...t[outcome], action });
}

/**
 * /notifications/unsubscribe?token=…, no sign-in: the signed token is the key (ADR 065). GET
 * shows a confirmation (a link scanner opening it changes nothing); POST, from that page's
 * button or from the mail app's one-click (RFC 8058, body "List-Unsubscribe=One-Click"), turns
 * the token's kinds of e-mail off. A bad, forged or expired token changes nothing.
 */
export async function unsubscribeRoutes(app: FastifyInstance, deps: { db: DB; now: () => Date; rateLimitFactor: number }) {
  const guard = keyPageGuard(UNSUBSCRIBE_PER_MINUTE, deps.rateLimitFactor);
  // The one-click POST is a form body; only this plugin takes one.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const handle = async (request: FastifyRequest, reply: FastifyReply, act: boolean) => {
    const busy = guard(request, reply, (language) => page(language, 'busy'));
    if (busy) return busy;
    const token = (request.query as { token?: unknown }).token;
    const now = deps.now();
    const grant = await readUnsubscribeToken(deps.db, token, now);
    const member = grant ? await memberForMail(deps.db, grant.userId) : undefined;
    if (!grant || !member) return reply.code(404).send(page(readerLanguage(request), 'invalid'));
    const language = asLanguage(member.language);
    if (!act) return reply.send(page(language, 'confirm', token as string));
    const off = grant.types.map((type: NotificationPreferenceKey) => ({ type, enabled: false }));
    await saveChannelPreferences(deps.db, 'email', grant.userId, off, now.toISOString());
    return reply.send(page(language, 'done'));
  };
  const config = { public: true, secretUrl: true, csrfCookie: false, keyInUrl: true };
  app.get('/notifications/unsubscribe', { schema: { hide: true }, config }, (request, reply) => handle(request, reply, false));
  app.post('/notifications/unsubscribe', { schema: { hide: true }, config }, (request, reply) => handle(request, reply, true));
}

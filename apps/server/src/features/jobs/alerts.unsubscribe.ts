import type { FastifyInstance } from 'fastify';
import type { DB } from '../../db/database.js';
import { escapeHtml } from '../../platform/html.js';
import { asLanguage, readerLanguage, type Language } from '../../platform/i18n/language.js';
import { hashToken } from '../../platform/ids.js';
import { createWindowCounter } from '../../platform/rate-limit.js';
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

/** A small page of its own (no script): it must work from any mail app's browser, signed in or not, in both themes. */
function page(language: Language, outcome: Outcome): string {
  const t = texts[language];
  const { title, body } = t[outcome];
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} | SkillLink</title>
<style>:root{color-scheme:light dark;--bg:#f5f7f6;--card:#fff;--fg:#13201f;--muted:#43524f;--accent:#0b6354;--on-accent:#fff;--border:#d3dcda}
@media (prefers-color-scheme:dark){:root{--bg:#0e1615;--card:#162120;--fg:#e8efed;--muted:#b3c2bf;--accent:#6fd3bd;--on-accent:#062019;--border:#2c3a38}}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:var(--bg);color:var(--fg)}
main{max-width:32rem;margin:0 auto;padding:2rem 1rem}.brand{font-weight:700;font-size:1.25rem;color:var(--accent);margin:0 0 1rem}
.card{background:var(--card);border:1px solid var(--border);border-radius:12px;padding:1.5rem}h1{font-size:1.5rem;line-height:1.25;margin:0 0 .75rem}
p{margin:0 0 1rem;color:var(--muted)}a.button{display:inline-flex;align-items:center;min-height:44px;padding:0 1rem;border-radius:8px;
background:var(--accent);color:var(--on-accent);font-weight:600;text-decoration:none}a.button:focus-visible{outline:3px solid var(--fg);outline-offset:2px}
</style></head><body><main><p class="brand">SkillLink</p><div class="card"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p>
<a class="button" href="${MANAGE_PATH}">${escapeHtml(t.manage)}</a></div></main></body></html>`;
}

/**
 * GET /job-alerts/unsubscribe?token=…: the digest's unsubscribe link. No sign-in: the token is
 * the key (random, 256 bits, stored hashed with the digest that carried it, working for
 * UNSUBSCRIBE_TTL_MS). Opening it turns the member's digest e-mails off (again, harmlessly, on a
 * second visit) and says so in the member's language; a bad token changes nothing.
 */
export function registerUnsubscribePage(app: FastifyInstance, deps: { db: DB; now: () => Date; rateLimitFactor: number }): void {
  const counter = createWindowCounter(Math.max(1, Math.round(UNSUBSCRIBE_PER_MINUTE * deps.rateLimitFactor)), 60_000);
  app.get(
    '/job-alerts/unsubscribe',
    // The token is the key: request logs show the route only; no CSRF cookie is needed to read a page.
    { schema: { hide: true }, config: { public: true, secretUrl: true, csrfCookie: false } },
    async (request, reply) => {
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      const wait = counter.hit(request.ip);
      if (wait !== null)
        return reply
          .code(429)
          .header('retry-after', String(wait))
          .send(page(readerLanguage(request), 'busy'));
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

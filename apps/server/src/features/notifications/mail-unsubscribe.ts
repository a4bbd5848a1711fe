import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { NotificationPreferenceKey } from '@skilllink/contracts/notifications';
import type { DB } from '../../db/database.js';
import { escapeHtml } from '../../platform/html.js';
import { asLanguage, readerLanguage, type Language } from '../../platform/i18n/language.js';
import { createWindowCounter } from '../../platform/rate-limit.js';
import { saveEmailPreferences } from './mail-settings.repository.js';
import { memberForMail } from './mail-queue.repository.js';
import { readUnsubscribeToken } from './mail-unsubscribe-token.js';

/** Requests per client address per minute (times RATE_LIMIT_FACTOR): plenty for people and mail apps. */
export const UNSUBSCRIBE_PER_MINUTE = 30;
const MANAGE_PATH = '/app/settings';

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

/** A page of its own, without script: it must work from any mail app's browser, signed in or not, in both themes. */
function page(language: Language, outcome: Outcome, token = ''): string {
  const t = texts[language];
  const { title, body } = t[outcome];
  const action =
    outcome === 'confirm'
      ? `<form method="post" action="/notifications/unsubscribe?token=${escapeHtml(encodeURIComponent(token))}"><button type="submit">${escapeHtml(t.button)}</button></form>`
      : `<a class="button" href="${MANAGE_PATH}">${escapeHtml(t.manage)}</a>`;
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} | SkillLink</title>
<style>:root{color-scheme:light dark;--bg:#f5f7f6;--card:#fff;--fg:#13201f;--muted:#43524f;--accent:#0b6354;--on-accent:#fff;--border:#d3dcda}
@media (prefers-color-scheme:dark){:root{--bg:#0e1615;--card:#162120;--fg:#e8efed;--muted:#b3c2bf;--accent:#6fd3bd;--on-accent:#062019;--border:#2c3a38}}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:var(--bg);color:var(--fg)}
main{max-width:32rem;margin:0 auto;padding:2rem 1rem}.brand{font-weight:700;font-size:1.25rem;color:var(--accent);margin:0 0 1rem}
.card{background:var(--card);border:1px solid var(--border);border-radius:12px;padding:1.5rem}h1{font-size:1.5rem;line-height:1.25;margin:0 0 .75rem}
p{margin:0 0 1rem;color:var(--muted)}a.button,button{display:inline-flex;align-items:center;min-height:44px;padding:0 1rem;border-radius:8px;border:0;font:inherit;
background:var(--accent);color:var(--on-accent);font-weight:600;text-decoration:none;cursor:pointer}a.button:focus-visible,button:focus-visible{outline:3px solid var(--fg);outline-offset:2px}
</style></head><body><main><p class="brand">SkillLink</p><div class="card"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p>
${action}</div></main></body></html>`;
}

/**
 * /notifications/unsubscribe?token=…, no sign-in: the signed token is the key (ADR 065). GET
 * shows a confirmation (a link scanner opening it changes nothing); POST, from that page's
 * button or from the mail app's one-click (RFC 8058, body "List-Unsubscribe=One-Click"), turns
 * the token's kinds of e-mail off. A bad, forged or expired token changes nothing.
 */
export async function unsubscribeRoutes(app: FastifyInstance, deps: { db: DB; now: () => Date; rateLimitFactor: number }) {
  const counter = createWindowCounter(Math.max(1, Math.round(UNSUBSCRIBE_PER_MINUTE * deps.rateLimitFactor)), 60_000);
  // The one-click POST is a form body; only this plugin takes one.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const handle = async (request: FastifyRequest, reply: FastifyReply, act: boolean) => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    const wait = counter.hit(request.ip);
    if (wait !== null)
      return reply
        .code(429)
        .header('retry-after', String(wait))
        .send(page(readerLanguage(request), 'busy'));
    const token = (request.query as { token?: unknown }).token;
    const now = deps.now();
    const grant = await readUnsubscribeToken(deps.db, token, now);
    const member = grant ? await memberForMail(deps.db, grant.userId) : undefined;
    if (!grant || !member) return reply.code(404).send(page(readerLanguage(request), 'invalid'));
    const language = asLanguage(member.language);
    if (!act) return reply.send(page(language, 'confirm', token as string));
    const off = grant.types.map((type: NotificationPreferenceKey) => ({ type, enabled: false }));
    await saveEmailPreferences(deps.db, grant.userId, off, now.toISOString());
    return reply.send(page(language, 'done'));
  };
  const config = { public: true, secretUrl: true, csrfCookie: false, keyInUrl: true };
  app.get('/notifications/unsubscribe', { schema: { hide: true }, config }, (request, reply) => handle(request, reply, false));
  app.post('/notifications/unsubscribe', { schema: { hide: true }, config }, (request, reply) => handle(request, reply, true));
}

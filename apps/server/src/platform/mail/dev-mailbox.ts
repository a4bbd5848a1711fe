import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../html.js';
import type { DB } from '../../db/database.js';
import { toIso } from '../../db/database.js';
import { latestMails } from './mail.repository.js';

/**
 * Development mailbox: the last 50 stored mails whose links still work, so a person (or a browser
 * test) can follow a reset or verification link without a real inbox. Off unless DEV_MAILBOX.
 */
export function registerDevMailbox(app: FastifyInstance, db: DB, now: () => Date = () => new Date()): void {
  app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) => {
    const mails = await latestMails(db, 50, now().toISOString());
    const items = mails
      .map(
        (m) => `<article class="mail" aria-label="${escapeHtml(`Mail to ${m.toAddress}: ${m.subject}`)}">
  <h2>${escapeHtml(m.subject)}</h2>
  <p class="meta">To <strong>${escapeHtml(m.toAddress)}</strong> · <time datetime="${toIso(m.createdAt)}">${toIso(m.createdAt)}</time> · ${escapeHtml(m.status)}</p>
  <div class="body">${m.htmlBody}</div>
</article>`,
      )
      .join('\n');
    const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Dev mailbox | SkillLink</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#1a2b2b}
.mail{border:1px solid #cdd;border-radius:10px;padding:1rem;margin:1rem 0}.meta{color:#456;font-size:14px}h2{font-size:18px;margin:0}</style>
</head><body><h1>Dev mailbox</h1><p>Mail that SkillLink sent, newest first (development only).</p>
${items || '<p>No mail yet.</p>'}</body></html>`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
  });
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from './html.js';
import { readerLanguage, type Language } from './i18n/language.js';
import { createWindowCounter } from './rate-limit.js';

/** The one thing a page offers: a button that POSTs to `post`, or a link (`href`) into the app. */
export type PageAction = { label: string } & ({ post: string } | { href: string });

export interface SmallPage {
  language: Language;
  title: string;
  body: string;
  action: PageAction;
}

const STYLE = `:root{color-scheme:light dark;--bg:#f5f7f6;--card:#fff;--fg:#13201f;--muted:#43524f;--accent:#0b6354;--on-accent:#fff;--border:#d3dcda}
@media (prefers-color-scheme:dark){:root{--bg:#0e1615;--card:#162120;--fg:#e8efed;--muted:#b3c2bf;--accent:#6fd3bd;--on-accent:#062019;--border:#2c3a38}}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:var(--bg);color:var(--fg)}
main{max-width:32rem;margin:0 auto;padding:2rem 1rem}.brand{font-weight:700;font-size:1.25rem;color:var(--accent);margin:0 0 1rem}
.card{background:var(--card);border:1px solid var(--border);border-radius:12px;padding:1.5rem}h1{font-size:1.5rem;line-height:1.25;margin:0 0 .75rem}
p{margin:0 0 1rem;color:var(--muted)}a.button,button{display:inline-flex;align-items:center;min-height:44px;padding:0 1rem;border-radius:8px;border:0;font:inherit;
background:var(--accent);color:var(--on-accent);font-weight:600;text-decoration:none;cursor:pointer}a.button:focus-visible,button:focus-visible{outline:3px solid var(--fg);outline-offset:2px}
`;

/**
 * A page of its own, served by the server rather than the web app, for links opened from an
 * e-mail (unsubscribe): without script, it works in any mail app's browser, signed in or not,
 * in both themes.
 */
export function smallPage({ language, title, body, action }: SmallPage): string {
  const label = escapeHtml(action.label);
  const act =
    'post' in action
      ? `<form method="post" action="${escapeHtml(action.post)}"><button type="submit">${label}</button></form>`
      : `<a class="button" href="${escapeHtml(action.href)}">${label}</a>`;
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} | SkillLink</title>
<style>${STYLE}</style></head><body><main><p class="brand">SkillLink</p><div class="card"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p>
${act}</div></main></body></html>`;
}

/**
 * For pages whose URL carries a key: never cached, the key never passed on as a referrer, and
 * at most `perMinute` (times RATE_LIMIT_FACTOR) views per client address, which is plenty for
 * people and mail apps and nothing for guessing keys. The returned check sets the headers, and
 * answers 429 with the `busy` page (in the reader's language) when the address is over; it
 * returns that reply, or null to go on.
 */
export function keyPageGuard(perMinute: number, rateLimitFactor: number) {
  const counter = createWindowCounter(Math.max(1, Math.round(perMinute * rateLimitFactor)), 60_000);
  return (request: FastifyRequest, reply: FastifyReply, busy: (language: Language) => string): FastifyReply | null => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    const wait = counter.hit(request.ip);
    if (wait === null) return null;
    return reply
      .code(429)
      .header('retry-after', String(wait))
      .send(busy(readerLanguage(request)));
  };
}

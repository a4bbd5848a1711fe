import nodemailer from 'nodemailer';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { escapeHtml } from '../html.js';
import type { DB } from '../../db/database.js';
import { newId } from '../ids.js';
import { deleteExpiredMails, insertMail, markMail } from './mail.repository.js';

export interface MailMessage {
  to: string;
  subject: string;
  /** Paragraphs of plain text; rendered escaped into the HTML part. */
  paragraphs: string[];
  /** The one action the mail is about. */
  action: { label: string; url: string };
  /** How long the action's link works: the stored copy is deleted once it has expired. */
  linkLifetimeMs: number;
  /** Links listed under the paragraphs (a digest's listings); not keys, so stored copies keep them. */
  links?: Array<{ text: string; url: string }>;
  /** An unsubscribe line under the signature, also sent as List-Unsubscribe; its link is a key, redacted like the action's. */
  unsubscribe?: { label: string; url: string };
}

export interface Mailer {
  /** Resolves once the mail is safely in the outbox; delivery continues in the background. */
  send(message: MailMessage): Promise<void>;
  /** Waits for deliveries in flight (graceful shutdown, tests). */
  drain(): Promise<void>;
  /** Deletes stored mail whose link has expired; returns how many. */
  sweep(): Promise<number>;
}

/** What stored copies show instead of a link once the mail has left (ADR 031). */
export const REDACTED_LINK = '[link removed after sending]';
/** How often the outbox is swept of mail whose link has expired. */
export const SWEEP_EVERY_MS = 10 * 60_000;

/** The listed links and the unsubscribe line (none in most mails); `redacted` drops the unsubscribe key. */
function extras(m: Pick<MailMessage, 'links' | 'unsubscribe'>, redacted: boolean) {
  const links = m.links ?? [];
  const off = m.unsubscribe;
  const offUrl = redacted ? REDACTED_LINK : (off?.url ?? '');
  return {
    linksText: links.map((l) => `${l.text}\n${l.url}`),
    linksHtml: links.length
      ? [`<ul>${links.map((l) => `<li><a href="${escapeHtml(l.url)}">${escapeHtml(l.text)}</a></li>`).join('')}</ul>`]
      : [],
    offText: off ? [`${off.label}: ${offUrl}`] : [],
    offHtml: off
      ? [
          redacted
            ? `<p>${escapeHtml(off.label)}: ${escapeHtml(offUrl)}</p>`
            : `<p><a href="${escapeHtml(offUrl)}">${escapeHtml(off.label)}</a></p>`,
        ]
      : [],
  };
}

function render(m: Pick<MailMessage, 'paragraphs' | 'action' | 'links' | 'unsubscribe'>) {
  const x = extras(m, false);
  const text = [
    ...m.paragraphs,
    ...x.linksText,
    `${m.action.label}: ${m.action.url}`,
    '',
    '— SkillLink · Connect. Learn. Grow.',
    ...x.offText,
  ].join('\n\n');
  const html = [
    ...m.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...x.linksHtml,
    `<p><a href="${escapeHtml(m.action.url)}">${escapeHtml(m.action.label)}</a></p>`,
    '<p>SkillLink · Connect. Learn. Grow.</p>',
    ...x.offHtml,
  ].join('\n');
  return { text, html };
}

function renderRedacted(m: MailMessage) {
  const x = extras(m, true);
  const text = [
    ...m.paragraphs,
    ...x.linksText,
    `${m.action.label}: ${REDACTED_LINK}`,
    '',
    '— SkillLink · Connect. Learn. Grow.',
    ...x.offText,
  ].join('\n\n');
  const html = [
    ...m.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...x.linksHtml,
    `<p>${escapeHtml(m.action.label)}: ${escapeHtml(REDACTED_LINK)}</p>`,
    '<p>SkillLink · Connect. Learn. Grow.</p>',
    ...x.offHtml,
  ].join('\n');
  return { textBody: text, htmlBody: html };
}

/**
 * Every mail is stored in the outbox first (so nothing is lost while SMTP is down, and the dev
 * mailbox can show it), then handed to SMTP when SMTP_URL is set. Its links are account keys
 * (ADR 003, ADR 031): with SMTP, the stored copy loses its link as soon as delivery ends; without
 * SMTP (development, demo) the copy keeps it for /dev/mailbox, and the sweep deletes the row when
 * the link expires. The link is logged at debug only. Delivery is not awaited by the caller, so
 * answering "we sent a link if the account exists" takes the same time either way.
 */
export function createMailer(
  db: DB,
  opts: { smtpUrl: string | undefined; from: string; log: FastifyBaseLogger; now?: () => Date },
): Mailer {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  const now = opts.now ?? (() => new Date());
  const inFlight = new Set<Promise<void>>();

  async function deliver(id: string, message: MailMessage, text: string, html: string): Promise<void> {
    const redacted = renderRedacted(message);
    try {
      // A mail with an unsubscribe link says so in the header mail apps show as their own "Unsubscribe".
      // List-Unsubscribe-Post (RFC 8058) lets the mail app unsubscribe in one click by POSTing to that URL.
      const headers = message.unsubscribe
        ? { 'List-Unsubscribe': `<${message.unsubscribe.url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
        : undefined;
      await transport!.sendMail({ from: opts.from, to: message.to, subject: message.subject, text, html, headers });
      await markMail(db, id, { status: 'sent', error: null, at: now().toISOString(), ...redacted });
    } catch (err) {
      opts.log.error({ err, mailId: id }, 'mail delivery failed');
      // No retry worker exists: the member asks for a new link, so the stored copy keeps none.
      const error = err instanceof Error ? err.message : String(err);
      await markMail(db, id, { status: 'failed', error, at: now().toISOString(), ...redacted }).catch(() => undefined);
    }
  }

  return {
    async send(message) {
      const { text, html } = render(message);
      const id = newId();
      const at = now();
      const mail = {
        id,
        toAddress: message.to,
        subject: message.subject,
        textBody: text,
        htmlBody: html,
        createdAt: at.toISOString(),
        expiresAt: new Date(at.getTime() + message.linkLifetimeMs).toISOString(),
      };
      if (!transport) {
        await insertMail(db, mail, 'logged');
        // The link signs in or resets a password: only debug logs may carry it.
        opts.log.info({ mailId: id, to: message.to, subject: message.subject }, 'mail (no SMTP configured; see /dev/mailbox)');
        opts.log.debug({ mailId: id, link: message.action.url }, 'mail link');
        return;
      }
      await insertMail(db, mail, 'pending');
      const p = deliver(id, message, text, html).finally(() => inFlight.delete(p));
      inFlight.add(p);
    },
    async drain() {
      await Promise.all([...inFlight]);
    },
    sweep: () => deleteExpiredMails(db, now().toISOString()),
  };
}

/** Sweeps the outbox every SWEEP_EVERY_MS while the app runs. */
export function scheduleOutboxSweep(app: FastifyInstance, mailer: Mailer): void {
  const timer = setInterval(() => {
    mailer.sweep().catch((err: unknown) => app.log.warn({ err }, 'mail outbox sweep failed'));
  }, SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { escapeHtml } from '../html.js';
import type { DB } from '../../db/database.js';
import { newId } from '../ids.js';
import { insertMail, markMail } from './mail.repository.js';

export interface MailMessage {
  to: string;
  subject: string;
  /** Paragraphs of plain text; rendered escaped into the HTML part. */
  paragraphs: string[];
  /** The one action the mail is about. */
  action: { label: string; url: string };
}

export interface Mailer {
  /** Resolves once the mail is safely in the outbox; delivery continues in the background. */
  send(message: MailMessage): Promise<void>;
  /** Waits for deliveries in flight (graceful shutdown, tests). */
  drain(): Promise<void>;
}

function render(m: MailMessage) {
  const text = [...m.paragraphs, `${m.action.label}: ${m.action.url}`, '', '— SkillLink · Connect. Learn. Grow.'].join('\n\n');
  const html = [
    ...m.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(m.action.url)}">${escapeHtml(m.action.label)}</a></p>`,
    '<p>SkillLink · Connect. Learn. Grow.</p>',
  ].join('\n');
  return { text, html };
}

/**
 * Every mail is stored in the outbox first (so nothing is lost and the dev mailbox can show it),
 * then handed to SMTP when SMTP_URL is set, otherwise written to the log. Delivery is not awaited
 * by the caller, so answering "we sent a link if the account exists" takes the same time either way.
 */
export function createMailer(db: DB, opts: { smtpUrl: string | undefined; from: string; log: FastifyBaseLogger }): Mailer {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  const inFlight = new Set<Promise<void>>();

  async function deliver(id: string, to: string, subject: string, text: string, html: string): Promise<void> {
    try {
      await transport!.sendMail({ from: opts.from, to, subject, text, html });
      await markMail(db, id, 'sent', null);
    } catch (err) {
      opts.log.error({ err, mailId: id }, 'mail delivery failed');
      await markMail(db, id, 'failed', err instanceof Error ? err.message : String(err)).catch(() => undefined);
    }
  }

  return {
    async send(message) {
      const { text, html } = render(message);
      const id = newId();
      const mail = {
        id,
        toAddress: message.to,
        subject: message.subject,
        textBody: text,
        htmlBody: html,
        createdAt: new Date().toISOString(),
      };
      if (!transport) {
        await insertMail(db, mail, 'logged');
        // The link signs in or resets a password: only debug logs may carry it.
        opts.log.info({ mailId: id, to: message.to, subject: message.subject }, 'mail (no SMTP configured)');
        opts.log.debug({ mailId: id, link: message.action.url }, 'mail link');
        return;
      }
      await insertMail(db, mail, 'pending');
      const p = deliver(id, message.to, message.subject, text, html).finally(() => inFlight.delete(p));
      inFlight.add(p);
    },
    async drain() {
      await Promise.all([...inFlight]);
    },
  };
}

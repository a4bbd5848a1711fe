import type { FastifyBaseLogger } from 'fastify';
import { PartnerInquiry, type PartnerKind } from '@skilllink/contracts/newsletter';
import type { DB } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import type { Language } from '../../platform/i18n/language.js';
import { newId } from '../../platform/ids.js';
import type { Mailer, MailMessage } from '../../platform/mail/mailer.js';
import { parseForm } from './form-errors.js';
import { countInquiriesSince, insertInquiry } from './partner-inquiry.repository.js';
import { acknowledgementMail, teamMail } from './partner-inquiry.texts.js';

export interface PartnerInquiryDeps {
  db: DB;
  mailer: Mailer;
  publicUrl: string;
  now: () => Date;
  /** The partnerships team's address (PARTNERS_EMAIL). */
  partnersEmail: string;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/** A checked "Partner With Us" message (the contract's output, with the language settled). */
export interface PartnerInquiryInput {
  name: string;
  organisation: string;
  email: string;
  kind: PartnerKind;
  message: string;
  language: Language;
}

const DAY_MS = 86_400_000;
/** Messages from one address per day, whatever network they come from. */
export const INQUIRIES_PER_EMAIL_PER_DAY = 3;
/** The stored copies of the mails are swept after this; the inquiry itself stays in its table. */
const MAIL_KEPT_MS = 30 * DAY_MS;

/**
 * Stores the message first (nothing is lost when mail fails), then mails it to the team, whose
 * "reply" goes to the sender, and a short acknowledgement to the sender in their language. 429
 * past INQUIRIES_PER_EMAIL_PER_DAY from one address.
 */
export async function sendPartnerInquiry(deps: PartnerInquiryDeps, input: PartnerInquiryInput): Promise<void> {
  const now = deps.now();
  const since = new Date(now.getTime() - DAY_MS).toISOString();
  if ((await countInquiriesSince(deps.db, input.email, since)) >= INQUIRIES_PER_EMAIL_PER_DAY) {
    throw new AppError(429, 'rate_limited', 'You have sent several messages already. Please wait an hour and try again', undefined, {
      key: 'rate_limited.partner_inquiry',
    });
  }
  await insertInquiry(deps.db, { id: newId(), ...input, createdAt: now.toISOString() });
  const team = teamMail(input);
  const ack = acknowledgementMail(input.language);
  const reply = `mailto:${input.email}?subject=${encodeURIComponent(`Re: ${team.subject}`)}`;
  // Reply-To the sender: read by the mailer once MailMessage carries it; the mailto: action answers them meanwhile.
  const toTeam: MailMessage & { replyTo: string } = {
    to: deps.partnersEmail,
    replyTo: input.email,
    subject: team.subject,
    paragraphs: team.paragraphs,
    action: { label: team.action, url: reply },
    linkLifetimeMs: MAIL_KEPT_MS,
  };
  try {
    await deps.mailer.send(toTeam);
    await deps.mailer.send({
      to: input.email,
      subject: ack.subject,
      paragraphs: [...ack.paragraphs],
      action: { label: ack.action, url: `${deps.publicUrl}/partners` },
      linkLifetimeMs: MAIL_KEPT_MS,
    });
  } catch (err) {
    // Stored above: the team finds it in partner_inquiry; the sender need not write again.
    deps.log.error({ err }, 'a partner inquiry was stored but not mailed');
  }
}

/**
 * A form's body (the API's JSON, or a no-script form post with the same field names, `lang`
 * accepted for `language`) checked with the API's contract, then sent. A bad body throws the
 * API's 400, worded in `reader`, which is also the acknowledgement's language when the form names none.
 */
export async function sendPartnerInquiryFromForm(deps: PartnerInquiryDeps, body: unknown, reader: Language): Promise<void> {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const { lang, ...rest } = fields;
  const input = parseForm(PartnerInquiry, { ...rest, language: rest.language ?? lang }, reader);
  await sendPartnerInquiry(deps, { ...input, language: input.language ?? reader });
}

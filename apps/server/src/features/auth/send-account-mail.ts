import type { Mailer } from '../../platform/mail/mailer.js';
import { isSettingsMailKind, settingsMail, type SettingsMailKind } from './account.mail.js';
import { accountMail, type AccountMailKind } from './auth.mail.js';

/** Whom an account e-mail greets, and in which language; `email` is where it goes. */
export interface AccountMailRecipient {
  email: string;
  firstName: string;
  language: string;
}

/** The one link of an account e-mail: a path of the web app, working for `lifetimeMs`. */
export interface AccountMailLink {
  path: string;
  lifetimeMs: number;
}

/**
 * Every e-mail about the account itself (registration, sign-in, Settings → Account and
 * Security) goes out through here, so each is written in the member's language and links back
 * into the app the same way. `address` is the other address of an e-mail change.
 */
export async function sendAccountMail(
  { mailer, publicUrl }: { mailer: Mailer; publicUrl: string },
  kind: AccountMailKind | SettingsMailKind,
  to: AccountMailRecipient,
  link: AccountMailLink,
  address = '',
): Promise<void> {
  const mail = isSettingsMailKind(kind)
    ? settingsMail(kind, to.language, to.firstName, address)
    : accountMail(kind, to.language, to.firstName);
  await mailer.send({
    to: to.email,
    subject: mail.subject,
    paragraphs: mail.paragraphs,
    action: { label: mail.action, url: `${publicUrl}${link.path}` },
    linkLifetimeMs: link.lifetimeMs,
  });
}

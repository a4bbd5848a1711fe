import { preferenceKeyOf, type NotificationPreferenceKey, type NotificationType } from '@skilllink/contracts/notifications';
import { toBool, type DB } from '../../db/database.js';
import { asLanguage } from '../../platform/i18n/language.js';
import type { Mailer, MailMessage } from '../../platform/mail/mailer.js';
import { wantsEmail } from '../../platform/notification-mail-queue.js';
import type { PresenceLookup } from '../../platform/realtime/presence-port.js';
import { digestDue, isQuiet, localTime } from './mail-local-time.js';
import * as q from './mail-queue.repository.js';
import { findMailSetting } from './mail-settings.repository.js';
import { mailWords, notificationLine } from './mail-texts.js';
import { UNSUBSCRIBE_TTL_MS, unsubscribeToken } from './mail-unsubscribe-token.js';

/** A member away this long gets messages and applications by mail (issue 25 §4). */
export const AWAY_MS = 10 * 60_000;
/** How often the queue is looked at: an away member hears within a minute of the 10. */
export const MAIL_TICK_MS = 60_000;
/** Members looked at per run; the rest wait for the next run. */
const MEMBER_BATCH = 500;
/** What nobody could mail (an unconfirmed address) is forgotten after this. */
const QUEUE_TTL_MS = 30 * 86_400_000;

export interface NotificationMailDeps {
  db: DB;
  mailer: Mailer;
  publicUrl: string;
  presence: PresenceLookup;
  now: () => Date;
}

type Mode = 'immediate' | 'daily' | 'weekly';
type Member = NonNullable<Awaited<ReturnType<typeof q.memberForMail>>> & { userId: string };

/** The unsubscribe page's address for a token (served by mail-unsubscribe.ts). */
export const unsubscribeUrl = (publicUrl: string, token: string) => `${publicUrl}/notifications/unsubscribe?token=${token}`;

/** Where a notification leads in the app: its own path when it has one, else the notifications page. */
export const pathOf = (data: string) => {
  const path = (JSON.parse(data) as Record<string, string>).path;
  return typeof path === 'string' && path.startsWith('/app/') ? path : '/app/notifications';
};

/** One mail of the claimed notifications the member still wants by e-mail, or null when none are left. */
async function compose(deps: NotificationMailDeps, member: Member, ids: string[], mode: Mode, now: Date): Promise<MailMessage | null> {
  const { userId } = member;
  const notes = [];
  for (const n of await q.unreadNotifications(deps.db, ids)) {
    // Turned off after it was queued (the mail's own unsubscribe link, say): not mailed.
    if (await wantsEmail(deps.db, userId, n.type as NotificationType)) notes.push(n);
  }
  if (notes.length === 0) return null;
  const language = asLanguage(member.language);
  const w = mailWords(language);
  const keys = [...new Set(notes.map((n) => preferenceKeyOf(n.type as NotificationType)))].filter(
    (k): k is NotificationPreferenceKey => k !== null,
  );
  const link = async (types: NotificationPreferenceKey[]) =>
    unsubscribeUrl(deps.publicUrl, await unsubscribeToken(deps.db, { userId, types }, now));
  const items = notes.map((n) => ({
    text: notificationLine(language, n.kind, JSON.parse(n.params) as Record<string, string | number>),
    url: `${deps.publicUrl}${pathOf(n.data)}`,
  }));
  // One-click unsubscribe per kind in every mail; the header's (and the signature's) covers them all.
  const stops = await Promise.all(keys.map(async (key) => ({ text: w.stop[key], url: await link([key]) })));
  return {
    to: member.email,
    subject: mode === 'immediate' ? w.subject.immediate(notes.length) : w.subject[mode],
    paragraphs: [w.hello(member.firstName), w.intro[mode]],
    links: [...items, ...stops],
    action: { label: w.action, url: `${deps.publicUrl}/app/notifications` },
    unsubscribe: { label: w.stopAll, url: await link(keys) },
    linkLifetimeMs: UNSUBSCRIBE_TTL_MS,
  };
}

/** The mails due for one member now: the away mail, the digest, both or none. */
async function mailsFor(deps: NotificationMailDeps, userId: string, online: boolean, now: Date, force: boolean) {
  const found = await q.memberForMail(deps.db, userId);
  const member = found && { ...found, userId };
  // An address nobody confirmed may be someone else's: its rows wait (and are pruned).
  if (!member || !toBool(member.isVerified)) return [];
  const setting = await findMailSetting(deps.db, userId);
  const local = localTime(now, member.timeZone);
  const quiet = setting?.quietStart && setting.quietEnd ? { start: setting.quietStart, end: setting.quietEnd } : null;
  // During quiet hours nothing is claimed: it all goes out on the first run after they end.
  if (isQuiet(local, quiet)) return [];
  const mails: (MailMessage | null)[] = [];
  const away = force || (!online && now.getTime() - (await q.lastSeen(deps.db, userId)) >= AWAY_MS);
  if (away) {
    const ids = await q.claimQueued(deps.db, userId, true);
    if (ids.length) mails.push(await compose(deps, member, ids, 'immediate', now));
  }
  const digest = setting?.digest ?? 'daily';
  if (digest === 'off') {
    // Queued before the digest was turned off: dropped, never mailed.
    await q.claimQueued(deps.db, userId, false);
  } else if (force || digestDue(local, digest, setting?.lastDigestDay ?? null)) {
    if (await q.claimDigestDay(deps.db, userId, local.day, now.toISOString())) {
      const ids = await q.claimQueued(deps.db, userId, false);
      if (ids.length) mails.push(await compose(deps, member, ids, digest, now));
    }
  }
  return mails.filter((m): m is MailMessage => m !== null);
}

/**
 * One run (every MAIL_TICK_MS, any process): mails messages and applications to members away
 * for AWAY_MS, batched into one mail; the rest in the member's daily or weekly digest from the
 * digest hour, in their zone; nothing in quiet hours. Rows are claimed before mailing, so a crash
 * in between loses a mail rather than sending it twice. `force` (development trigger): treats
 * every member as away and every digest as due. Answers the mails sent.
 */
export async function sendNotificationMails(deps: NotificationMailDeps, { force = false }: { force?: boolean } = {}): Promise<number> {
  const now = deps.now();
  const members = await q.membersWaiting(deps.db, MEMBER_BATCH);
  const online = members.length ? await deps.presence.onlineAmong(members) : new Set<string>();
  let sent = 0;
  for (const userId of members) {
    for (const mail of await mailsFor(deps, userId, online.has(userId), now, force)) {
      await deps.mailer.send(mail);
      sent += 1;
    }
  }
  await q.pruneQueue(deps.db, new Date(now.getTime() - QUEUE_TTL_MS).toISOString());
  return sent;
}

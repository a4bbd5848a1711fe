import type { DB } from '../../db/database.js';
import type { EmailDigest } from '../../db/schema-notification-mail.js';

/** Where each channel's switches are kept (the in-app ones have their own, older table). */
const switchTable = { email: 'notificationEmailPreference', push: 'notificationPushPreference' } as const;
export type SwitchChannel = keyof typeof switchTable;

/** A channel's switches the member has set (a switch never set has no row: on). */
export function listChannelPreferences(db: DB, channel: SwitchChannel, userId: string) {
  return db.selectFrom(switchTable[channel]).select(['type', 'enabled']).where('userId', '=', userId).execute();
}

/** Sets each of a channel's switches, inserting or replacing the member's row for it. */
export async function saveChannelPreferences(
  db: DB,
  channel: SwitchChannel,
  userId: string,
  switches: { type: string; enabled: boolean }[],
  at: string,
) {
  if (switches.length === 0) return;
  await db
    .insertInto(switchTable[channel])
    .values(switches.map((s) => ({ userId, type: s.type, enabled: s.enabled, updatedAt: at })))
    .onConflict((oc) =>
      oc
        .columns(['userId', 'type'])
        .doUpdateSet((eb) => ({ enabled: eb.ref('excluded.enabled'), updatedAt: eb.ref('excluded.updatedAt') })),
    )
    .execute();
}

/** The member's digest and quiet hours, or undefined when never set (daily, no quiet hours). */
export function findMailSetting(db: DB, userId: string) {
  return db
    .selectFrom('notificationMailSetting')
    .select(['digest', 'quietStart', 'quietEnd', 'lastDigestDay'])
    .where('userId', '=', userId)
    .executeTakeFirst();
}

export async function saveMailSetting(
  db: DB,
  userId: string,
  s: { digest: EmailDigest; quietStart: string | null; quietEnd: string | null },
  at: string,
) {
  await db
    .insertInto('notificationMailSetting')
    .values({ userId, ...s, updatedAt: at })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ ...s, updatedAt: at }))
    .execute();
}

import type { DB } from '../../db/database.js';

/** The switches a member has set (a switch never set has no row). */
export function listPreferences(db: DB, userId: string) {
  return db.selectFrom('notificationPreference').select(['type', 'enabled']).where('userId', '=', userId).execute();
}

/** Sets each switch, inserting or replacing the member's row for it. */
export async function savePreferences(db: DB, userId: string, switches: { type: string; enabled: boolean }[], at: string): Promise<void> {
  if (switches.length === 0) return;
  await db
    .insertInto('notificationPreference')
    .values(switches.map((s) => ({ userId, type: s.type, enabled: s.enabled, updatedAt: at })))
    .onConflict((oc) =>
      oc
        .columns(['userId', 'type'])
        .doUpdateSet((eb) => ({ enabled: eb.ref('excluded.enabled'), updatedAt: eb.ref('excluded.updatedAt') })),
    )
    .execute();
}

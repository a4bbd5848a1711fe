import type { NotificationSettings } from '@skilllink/contracts/notification-settings';
import { NotificationPreferenceKey } from '@skilllink/contracts/notifications';
import { toBool, type DB } from '../../db/database.js';
import * as mail from './mail-settings.repository.js';
import { getPreferences, setPreferences } from './preferences.service.js';

const switches = async (db: DB, channel: mail.SwitchChannel, userId: string) =>
  new Map((await mail.listChannelPreferences(db, channel, userId)).map((row) => [row.type, toBool(row.enabled)]));

/** In-app switches (ADR 013), e-mail and push switches, digest and quiet hours, in one answer. */
export async function getSettings(db: DB, userId: string): Promise<NotificationSettings> {
  const inApp = (await getPreferences(db, userId)).types;
  const email = await switches(db, 'email', userId);
  const push = await switches(db, 'push', userId);
  const types = Object.fromEntries(
    NotificationPreferenceKey.options.map((key) => [
      key,
      { inApp: inApp[key], email: email.get(key) ?? true, push: push.get(key) ?? true },
    ]),
  ) as NotificationSettings['types'];
  const setting = await mail.findMailSetting(db, userId);
  const quietHours = setting?.quietStart && setting.quietEnd ? { start: setting.quietStart, end: setting.quietEnd } : null;
  return { types, emailDigest: setting?.digest ?? 'daily', quietHours };
}

/** Replaces every setting at once, in one transaction, and answers with what is now stored. */
export async function setSettings(db: DB, userId: string, next: NotificationSettings): Promise<NotificationSettings> {
  const at = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const inApp = Object.fromEntries(NotificationPreferenceKey.options.map((key) => [key, next.types[key].inApp]));
    await setPreferences(trx, userId, { types: inApp as Record<NotificationPreferenceKey, boolean> });
    for (const channel of ['email', 'push'] as const) {
      const chosen = NotificationPreferenceKey.options.map((key) => ({ type: key, enabled: next.types[key][channel] }));
      await mail.saveChannelPreferences(trx, channel, userId, chosen, at);
    }
    await mail.saveMailSetting(
      trx,
      userId,
      { digest: next.emailDigest, quietStart: next.quietHours?.start ?? null, quietEnd: next.quietHours?.end ?? null },
      at,
    );
  });
  return getSettings(db, userId);
}

import { PUSH_DEVICES_MAX, type PushDevice, type PushSubscriptionInput } from '@skilllink/contracts/web-push';
import { toIso, type DB } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { describeUserAgent } from '../../platform/user-agent.js';
import { isAllowedEndpoint } from './push-endpoints.js';
import * as repo from './push-devices.repository.js';

type Row = Awaited<ReturnType<typeof repo.listDevices>>[number];

/** "Chrome 131 · Android 14": names only, so no word needs translating. */
function deviceLabel(userAgent: string | null): string {
  const { browser, os } = describeUserAgent(userAgent);
  return [browser, os].filter(Boolean).join(' · ');
}

const toDevice = (row: Row): PushDevice => ({
  id: row.id,
  device: deviceLabel(row.userAgent),
  endpoint: row.endpoint,
  createdAt: toIso(row.createdAt),
  lastPushedAt: row.lastPushedAt === null ? null : toIso(row.lastPushedAt),
});

export async function listDevices(db: DB, userId: string): Promise<PushDevice[]> {
  return (await repo.listDevices(db, userId)).map(toDevice);
}

/**
 * Turns push on for the browser the member is using: its subscription is kept with this
 * session, and the member's oldest beyond PUSH_DEVICES_MAX are dropped (a browser that
 * subscribes again and again cannot grow the table).
 */
export async function addDevice(
  deps: { db: DB; extraOrigins: readonly string[]; now: () => Date },
  who: { userId: string; sessionId: string; userAgent: string | null },
  input: PushSubscriptionInput,
): Promise<PushDevice> {
  if (!isAllowedEndpoint(input.endpoint, deps.extraOrigins)) {
    throw new AppError(400, 'validation_failed', 'This browser’s push service is not supported', undefined, {
      key: 'validation_failed.push_service',
    });
  }
  const row = await deps.db.transaction().execute(async (trx) => {
    const saved = await repo.upsertDevice(trx, {
      id: newId(),
      userId: who.userId,
      sessionId: who.sessionId,
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      userAgent: who.userAgent?.slice(0, 512) ?? null,
      createdAt: deps.now().toISOString(),
    });
    await repo.trimDevices(trx, who.userId, PUSH_DEVICES_MAX);
    return saved;
  });
  return toDevice(row);
}

export async function removeDevice(db: DB, userId: string, id: string): Promise<void> {
  if (!(await repo.deleteDevice(db, userId, id))) {
    throw new AppError(404, 'not_found', 'This device no longer receives push notifications', undefined, { key: 'not_found.push_device' });
  }
}

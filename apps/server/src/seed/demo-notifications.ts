import { createHash } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';
import { toIso, type DB } from '../db/database.js';
import type { NotificationKind, NotificationTextParams } from '@skilllink/contracts/notifications';
import type { NotificationType } from '../db/schema.js';
import { demoMembers } from './demo-members.js';

const HOUR = 3_600_000;

/** A notification Ama finds on her first visit; `member` is the e-mail local part it is about. */
interface DemoNotification {
  key: string;
  type: NotificationType;
  hoursAgo: number;
  kind: NotificationKind;
  params: NotificationTextParams;
  member?: string;
  isRead: boolean;
}

/**
 * Ama's notifications, told the way the server tells them (same kinds and parameters as the
 * connections and profile areas), about the seeded network: Yaw's pending request, Kofi's and
 * Efua's accepted ones, two of the seeded profile views, her fifth connection and a welcome.
 */
export const demoNotifications: DemoNotification[] = [
  {
    key: 'view-kwame',
    type: 'profile_view',
    hoursAgo: 5,
    kind: 'profile.viewed',
    params: { actorName: 'Kwame Asante' },
    member: 'kwame.asante',
    isRead: false,
  },
  {
    key: 'request-yaw',
    type: 'connection_request',
    hoursAgo: 20,
    kind: 'connection.requested',
    params: { actorName: 'Yaw Darko' },
    member: 'yaw.darko',
    isRead: false,
  },
  {
    key: 'view-chinedu',
    type: 'profile_view',
    hoursAgo: 30,
    kind: 'profile.viewed',
    params: { actorName: 'Chinedu Okafor' },
    member: 'chinedu.okafor',
    isRead: true,
  },
  {
    key: 'accepted-kofi',
    type: 'connection_accepted',
    hoursAgo: 48,
    kind: 'connection.accepted',
    params: { actorName: 'Kofi Owusu' },
    member: 'kofi.owusu',
    isRead: false,
  },
  {
    key: 'accepted-efua',
    type: 'connection_accepted',
    hoursAgo: 96,
    kind: 'connection.accepted',
    params: { actorName: 'Efua Addo' },
    member: 'efua.addo',
    isRead: true,
  },
  {
    key: 'five-connections',
    type: 'achievement',
    hoursAgo: 95.9,
    kind: 'network.milestone',
    params: { count: 5 },
    isRead: true,
  },
  {
    key: 'welcome',
    type: 'system',
    hoursAgo: 24 * 6,
    kind: 'account.welcome',
    params: {},
    isRead: true,
  },
];

/**
 * Time-sortable ids like the server's own (UUIDv7: the list is ordered by id), but fixed: the
 * time is counted back from when Ama was first seeded and the random part is a hash of the key,
 * so a second run, or two nodes at once, computes the same ids and inserts nothing new.
 */
function demoId(key: string, at: number): string {
  const random = Uint8Array.from(createHash('sha256').update(`demo-notification:${key}`).digest().subarray(0, 16));
  return uuidv7({ msecs: at, random });
}

/**
 * Inserts Ama's notifications unless some of them are already there: a member who deleted a few
 * does not get them back on the next start (only all of them gone brings them back).
 */
export async function seedDemoNotifications(db: DB): Promise<void> {
  const rows = await db
    .selectFrom('user')
    .select(['id', 'email', 'createdAt'])
    .where(
      'email',
      'in',
      demoMembers.map((m) => m.email),
    )
    .execute();
  const members = new Map(rows.map((r) => [r.email.split('@')[0]!, r]));
  const ama = members.get('ama.mensah');
  if (!ama) return;
  const seededAt = new Date(toIso(ama.createdAt)).getTime();
  const values = demoNotifications.map((n) => {
    const at = Math.round(seededAt - n.hoursAgo * HOUR);
    const memberId = n.member ? members.get(n.member)?.id : undefined;
    return {
      id: demoId(n.key, at),
      userId: ama.id,
      type: n.type,
      kind: n.kind,
      params: JSON.stringify(n.params),
      title: '',
      message: '',
      data: JSON.stringify(memberId ? { memberId } : {}),
      isRead: n.isRead,
      createdAt: new Date(at).toISOString(),
    };
  });
  const present = await db
    .selectFrom('notification')
    .select('id')
    .where(
      'id',
      'in',
      values.map((v) => v.id),
    )
    .executeTakeFirst();
  if (present) return;
  // Two nodes seeding at once compute the same ids: the second insert adds nothing.
  await db
    .insertInto('notification')
    .values(values)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

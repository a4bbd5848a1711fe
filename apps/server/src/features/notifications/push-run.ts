import type { NotificationType } from '@skilllink/contracts/notifications';
import { asLanguage } from '../../platform/i18n/language.js';
import { wantsPush } from '../../platform/notification-push-queue.js';
import type { PresenceLookup } from '../../platform/realtime/presence-port.js';
import { isQuiet, localTime } from './mail-local-time.js';
import { memberForMail, membersWaiting, unreadNotifications } from './mail-queue.repository.js';
import { pathOf } from './mail-sender.js';
import { findMailSetting } from './mail-settings.repository.js';
import { notificationLine } from './mail-texts.js';
import * as q from './push-queue.repository.js';
import { pushToMember, type PushTransport } from './push-sender.js';

export interface PushRunDeps extends PushTransport {
  presence: PresenceLookup;
}

/** Members looked at per run; the rest wait for the next run. */
const MEMBER_BATCH = 200;
/** Members pushed to at once: one slow push service (up to its 10 s timeout) holds up few others. */
const PARALLEL = 8;

/** Whether the member's quiet hours hold now, in their zone. */
async function quietNow(deps: PushRunDeps, userId: string, timeZone: string): Promise<boolean> {
  const setting = await findMailSetting(deps.db, userId);
  const quiet = setting?.quietStart && setting.quietEnd ? { start: setting.quietStart, end: setting.quietEnd } : null;
  return isQuiet(localTime(deps.now(), timeZone), quiet);
}

/** Pushes one member's claimed notifications (still unread, still wanted), each to every device. */
async function pushClaimed(deps: PushRunDeps, userId: string, ids: string[]): Promise<number> {
  const member = await memberForMail(deps.db, userId);
  // In quiet hours a push is dropped, not held: the bell still has it in the morning.
  if (!member || (await quietNow(deps, userId, member.timeZone))) return 0;
  const language = asLanguage(member.language);
  let sent = 0;
  for (const n of await unreadNotifications(deps.db, ids)) {
    const type = n.type as NotificationType;
    if (!(await wantsPush(deps.db, userId, type))) continue;
    const params = JSON.parse(n.params) as Record<string, string | number>;
    const payload = { title: 'SkillLink', body: notificationLine(language, n.kind, params), url: pathOf(n.data), tag: `n-${n.id}` };
    const urgency = type === 'message' || type === 'messages' ? 'high' : 'normal';
    sent += (await pushToMember(deps, userId, payload, urgency)).sent;
  }
  return sent;
}

/**
 * One run (after each announced change that left pushes waiting, and every PUSH_TICK_MS on any
 * process): claims what waits and pushes it to members who have no SkillLink tab open — an
 * open tab already showed it (ADR 066). Claimed rows are deleted first, so a crash loses a
 * push rather than sending it twice. Answers the pushes the push services accepted.
 */
export async function sendQueuedPushes(deps: PushRunDeps): Promise<number> {
  const members = await membersWaiting(deps.db, MEMBER_BATCH, 'pushQueue');
  if (members.length === 0) return 0;
  const online = await deps.presence.onlineAmong(members);
  let sent = 0;
  for (let i = 0; i < members.length; i += PARALLEL) {
    const counts = await Promise.all(
      members.slice(i, i + PARALLEL).map(async (userId) => {
        const ids = await q.claimQueued(deps.db, userId);
        return ids.length && !online.has(userId) ? pushClaimed(deps, userId, ids) : 0;
      }),
    );
    sent += counts.reduce((a, b) => a + b, 0);
  }
  return sent;
}

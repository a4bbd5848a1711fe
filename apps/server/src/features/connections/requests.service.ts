import type { Connection } from '@skilllink/contracts/connections';
import type { DB } from '../../db/database.js';
import { recordActivity } from '../../platform/activity.js';
import { AppError } from '../../platform/errors.js';
import { notify } from '../../platform/notifications.js';
import * as repo from './connections.repository.js';
import { cardsFor, type CardSources } from './people.presenter.js';

export type Person = NonNullable<Awaited<ReturnType<typeof repo.findMember>>>;

export const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

// One answer for "no such request" and "not yours to act on", so ids reveal nothing.
const noRequest = () => new AppError(404, 'not_found', 'This connection request does not exist', undefined, { key: 'not_found.request' });

/**
 * Accepts a pending request addressed to `me`, with the requester's notification and both
 * members' activity in the same transaction. Returns the row when it is accepted — now, or
 * already by an earlier (or concurrent) accept, which changes nothing — and null when there
 * is no request addressed to `me`.
 */
export async function acceptAsAddressee(db: DB, id: string, me: string) {
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    if (!(await repo.acceptPending(trx, id, me, now))) return;
    const row = await repo.findRequest(trx, id);
    const [requester, addressee] = await Promise.all([repo.findMember(trx, row!.requesterId), repo.findMember(trx, me)]);
    if (!requester || !addressee) return;
    await notify(trx, {
      userId: requester.id,
      type: 'connection_accepted',
      kind: 'connection.accepted',
      params: { actorName: fullName(addressee) },
      data: { memberId: me },
    });
    for (const [member, other] of [
      [requester, addressee],
      [addressee, requester],
    ] as const) {
      await recordActivity(trx, {
        userId: member.id,
        type: 'connection_made',
        subject: fullName(other),
        link: `/app/profile/${other.id}`,
        at: now,
      });
    }
  });
  const row = await repo.findRequest(db, id);
  return row && row.addresseeId === me && row.status === 'accepted' ? row : null;
}

/** POST /connections/requests/:id/accept — idempotent: accepting again answers the same connection. */
export async function accept(db: DB, id: string, me: string, sources: CardSources): Promise<{ connection: Connection; personId: string }> {
  const row = await acceptAsAddressee(db, id, me);
  if (!row) throw noRequest();
  const card = (await cardsFor(db, me, [row.requesterId], sources)).get(row.requesterId);
  if (!card) throw noRequest();
  const connectedAt = new Date(row.respondedAt ?? row.createdAt).toISOString();
  return { connection: { ...card, connectedAt }, personId: row.requesterId };
}

/** Declines (addressee) or withdraws (requester) a pending request; returns the other member's id. */
export async function dismiss(db: DB, id: string, me: string, as: 'addressee' | 'requester'): Promise<string> {
  const row = await repo.findRequest(db, id);
  const role = as === 'addressee' ? 'addresseeId' : 'requesterId';
  if (!row || row[role] !== me || !(await repo.deletePending(db, id, me, role))) throw noRequest();
  return as === 'addressee' ? row.requesterId : row.addresseeId;
}

/** Removes an accepted connection, from either side. */
export async function removeConnection(db: DB, me: string, personId: string): Promise<void> {
  if (!(await repo.deleteAccepted(db, me, personId))) {
    throw new AppError(404, 'not_found', 'You are not connected with this member', undefined, { key: 'not_found.connection' });
  }
}

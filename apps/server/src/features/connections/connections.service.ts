import { CONNECTION_ERRORS, type SentConnectionRequest } from '@skilllink/contracts/connections';
import type { DB } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { blockedBetween, privacyOf } from '../../platform/privacy.js';
import { mutualCounts } from './graph.repository.js';
import { newId } from '../../platform/ids.js';
import { notify } from '../../platform/notifications.js';
import { toSentRequest } from './connections.presenter.js';
import * as repo from './connections.repository.js';
import { acceptAsAddressee, fullName, type Person } from './requests.service.js';

/** Why an existing row between the two refuses a new request. */
function refusal(row: { requesterId: string; status: string }, me: string, person: Person): AppError {
  if (row.status === 'accepted') {
    return new AppError(409, CONNECTION_ERRORS.alreadyConnected, `You are already connected with ${fullName(person)}`, undefined, {
      params: { name: fullName(person) },
    });
  }
  return new AppError(
    409,
    CONNECTION_ERRORS.pending,
    `Your connection request to ${fullName(person)} is waiting for an answer`,
    undefined,
    {
      params: { name: fullName(person) },
    },
  );
}

export interface SendOutcome {
  request: SentConnectionRequest;
  outcome: 'sent' | 'accepted';
}

/**
 * What to do when a row already joins the two: their pending request to me is accepted (both
 * want the connection, so one is made); anything else refuses.
 */
async function meetExisting(db: DB, row: { id: string; requesterId: string; status: string }, me: string, person: Person) {
  if (row.status === 'pending' && row.requesterId !== me) {
    const accepted = await acceptAsAddressee(db, row.id, me);
    if (accepted) return { request: toSentRequest({ ...accepted, status: 'accepted' }, person), outcome: 'accepted' as const };
  }
  const now = await repo.findPair(db, me, person.id);
  throw refusal(now ?? row, me, person);
}

/**
 * Sends a connection request. One row per pair of members (unique user_low, user_high): a
 * second click meets that row and is refused, never a second request or a server error; if
 * the other member asked first — even at the same moment — their request is accepted instead.
 */
export async function sendRequest(db: DB, me: string, personId: string, message: string): Promise<SendOutcome> {
  if (personId === me) throw new AppError(400, CONNECTION_ERRORS.self, 'You cannot send a connection request to yourself');
  const [person, sender] = await Promise.all([repo.findMember(db, personId), repo.findMember(db, me)]);
  if (!person || !sender) throw new AppError(404, 'not_found', 'This member does not exist', undefined, { key: 'not_found.person' });

  // A block either way reads as a missing member: the blocker is not revealed.
  if (await blockedBetween(db, me, personId))
    throw new AppError(404, 'not_found', 'This member does not exist', undefined, { key: 'not_found.person' });
  const existing = await repo.findPair(db, me, personId);
  if (existing) return meetExisting(db, existing, me, person);
  if ((await privacyOf(db, personId))?.connectionRequests === 'mutual' && !(await mutualCounts(db, me, [personId])).get(personId))
    throw new AppError(403, 'requests_mutual_only', 'This member accepts requests only from people with a mutual connection');

  const id = newId();
  const now = new Date().toISOString();
  try {
    // The notification shares the insert's transaction: no notice of a request that lost a race.
    await db.transaction().execute(async (trx) => {
      await repo.insertRequest(trx, { id, requesterId: me, addresseeId: personId, message, now });
      await notify(trx, {
        userId: personId,
        type: 'connection_request',
        kind: 'connection.requested',
        params: { actorName: fullName(sender) },
        data: { memberId: me },
      });
    });
  } catch (err) {
    // Lost a race with another request for the same pair: the unique index kept theirs.
    const winner = await repo.findPair(db, me, personId);
    if (winner) return meetExisting(db, winner, me, person);
    throw err;
  }
  return { request: toSentRequest({ id, status: 'pending', message, createdAt: now }, person), outcome: 'sent' };
}

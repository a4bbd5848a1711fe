import { CONNECTION_ERRORS, type SentConnectionRequest } from '@skilllink/contracts/connections';
import type { DB } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { toSentRequest } from './connections.presenter.js';
import * as repo from './connections.repository.js';

type Person = NonNullable<Awaited<ReturnType<typeof repo.findMember>>>;

const fullName = (p: Person) => `${p.firstName} ${p.lastName}`.trim();

/** Why an existing row between the two refuses a new request. */
function refusal(row: { requesterId: string; status: string }, me: string, person: Person): AppError {
  if (row.status === 'accepted') {
    return new AppError(409, CONNECTION_ERRORS.alreadyConnected, `You are already connected with ${fullName(person)}`);
  }
  return row.requesterId === me
    ? new AppError(409, CONNECTION_ERRORS.pending, `Your connection request to ${fullName(person)} is waiting for an answer`)
    : new AppError(409, CONNECTION_ERRORS.pending, `${fullName(person)} has already sent you a connection request`);
}

/**
 * Sends a connection request. One row per pair of members (unique user_low, user_high): a
 * second click, or both members clicking at once, meets that row and gets the same refusal
 * as a later attempt, never a second request or a server error.
 */
export async function sendRequest(db: DB, me: string, personId: string, message: string): Promise<SentConnectionRequest> {
  if (personId === me) throw new AppError(400, CONNECTION_ERRORS.self, 'You cannot send a connection request to yourself');
  const person = await repo.findMember(db, personId);
  if (!person) throw new AppError(404, 'not_found', 'This member does not exist');

  const existing = await repo.findPair(db, me, personId);
  if (existing) throw refusal(existing, me, person);

  const id = newId();
  const now = new Date().toISOString();
  try {
    await repo.insertRequest(db, { id, requesterId: me, addresseeId: personId, message, now });
  } catch (err) {
    // Lost a race with another request for the same pair: the unique index kept theirs.
    const winner = await repo.findPair(db, me, personId);
    if (winner) throw refusal(winner, me, person);
    throw err;
  }
  return toSentRequest({ id, status: 'pending', message, createdAt: now }, person);
}

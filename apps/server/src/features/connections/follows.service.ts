import { FOLLOW_ERRORS } from '@skilllink/contracts/connections';
import type { DB } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import * as repo from './connections.repository.js';
import * as follows from './follows.repository.js';

/** Following is one-way and needs no answer (no request to accept); both calls are idempotent. */
async function checkPerson(db: DB, me: string, personId: string): Promise<void> {
  if (personId === me) throw new AppError(400, FOLLOW_ERRORS.self, 'You cannot follow yourself');
  if (!(await repo.findMember(db, personId)))
    throw new AppError(404, 'not_found', 'This member does not exist', undefined, { key: 'not_found.person' });
}

export async function follow(db: DB, me: string, personId: string): Promise<void> {
  await checkPerson(db, me, personId);
  await follows.follow(db, me, personId, new Date().toISOString());
}

export async function unfollow(db: DB, me: string, personId: string): Promise<void> {
  await checkPerson(db, me, personId);
  await follows.unfollow(db, me, personId);
}

import {
  HANDLE_CHANGES_PER_DAY,
  HANDLE_MAX,
  HANDLE_MIN,
  handleProblem,
  normalizeHandle,
  type HandleProblem,
  type HandleResponse,
} from '@skilllink/contracts/public-member';
import type { DB } from '../../db/database.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../platform/errors.js';
import { assignHandle } from '../../platform/member-handle.js';
import type { MemberCaches } from '../../platform/member-cache.js';
import * as repo from './handle.repository.js';

/** A member's public handle for /in/{handle} (issue 26 §2): read it, change it. */

export interface HandleDeps {
  db: DB;
  /** The cached profile answers carry the handle. */
  caches: MemberCaches;
  publicUrl: string;
  now: () => Date;
}

const DAY = 86_400_000;

const PROBLEMS: Record<HandleProblem, string> = {
  too_short: `A handle needs at least ${HANDLE_MIN} characters`,
  too_long: `A handle can have at most ${HANDLE_MAX} characters`,
  format: 'Use only lower-case letters, digits and single hyphens, not at the start or end',
  reserved: 'This handle is reserved. Please choose another',
};

const invalid = (problem: HandleProblem) =>
  new AppError(400, 'validation_failed', PROBLEMS[problem], { handle: PROBLEMS[problem] }, { key: `validation_failed.handle_${problem}` });

const answer = (deps: HandleDeps, handle: string): HandleResponse => ({ handle, url: `${deps.publicUrl}/in/${handle}` });

/** The member's handle; one is given now to a member who has none yet (members added by the bulk seed). */
export async function getHandle(deps: HandleDeps, userId: string): Promise<HandleResponse> {
  const row = await repo.findOwnHandle(deps.db, userId);
  if (!row) throw new AppError(404, 'not_found', 'Account not found', undefined, { key: 'not_found.account' });
  if (row.handle !== null) return answer(deps, row.handle);
  const given = await assignHandle(deps.db, userId, row.firstName, row.lastName);
  await deps.caches.memberChanged(userId);
  return answer(deps, given);
}

/**
 * Changes the handle. Another member's current handle is refused (409); an old handle is free to
 * take, and then stops redirecting to its former owner. At most HANDLE_CHANGES_PER_DAY changes in
 * 24 hours, counted in the database so a restart or another node does not reset them.
 */
export async function changeHandle(deps: HandleDeps, userId: string, typed: string): Promise<HandleResponse> {
  const handle = normalizeHandle(typed);
  const problem = handleProblem(handle);
  if (problem) throw invalid(problem);
  const current = await getHandle(deps, userId);
  if (current.handle === handle) return current;

  const now = deps.now();
  const dayAgo = new Date(now.getTime() - DAY).toISOString();
  if ((await repo.changesSince(deps.db, userId, dayAgo)) >= HANDLE_CHANGES_PER_DAY)
    throw new AppError(429, 'rate_limited', 'You have changed your handle several times today. Please try again tomorrow', undefined, {
      key: 'rate_limited.handle_changes',
    });
  const taken = () =>
    new AppError(
      409,
      'conflict',
      'This handle is taken. Please choose another',
      { handle: 'This handle is taken. Please choose another' },
      {
        key: 'conflict.handle_taken',
      },
    );
  if (await repo.currentOwner(deps.db, handle)) throw taken();
  try {
    await repo.moveHandle(deps.db, userId, current.handle, handle, now.toISOString(), dayAgo);
  } catch (err) {
    // Someone took it between the check and the write: the unique index decides.
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }
  await deps.caches.memberChanged(userId);
  return answer(deps, handle);
}

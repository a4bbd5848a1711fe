import type { FastifyInstance } from 'fastify';
import { eraseAccount } from '../features/your-data/erase.js';
import { memberDataSources } from '../member-data-sources.js';
import type { Sessions } from '../platform/auth/session.js';

/**
 * Erases a member's account as the 14-day deletion does (ADR 062), with every area's eraser,
 * without the two weeks' wait. The erased member never signs in again (their sessions are
 * deleted with the rest), so there is no session cache of theirs to clear.
 */
export async function eraseMember(app: FastifyInstance, memberId: string, now = new Date()): Promise<void> {
  const sessions = { forgetMember: async () => {} } as unknown as Sessions;
  const sources = memberDataSources('http://localhost:3000');
  await eraseAccount({ db: app.database.db, storage: app.storage, sessions, sources, now: () => now }, memberId);
}

import type { SentConnectionRequest } from '@skilllink/contracts/connections';
import { toIso } from '../../db/database.js';

/** The one place a connection row becomes a sent request. */
export function toSentRequest(
  row: { id: string; status: 'pending' | 'accepted'; message: string; createdAt: string | Date },
  to: { id: string; firstName: string; lastName: string },
): SentConnectionRequest {
  return {
    id: row.id,
    status: row.status,
    message: row.message,
    createdAt: toIso(row.createdAt),
    to: { id: to.id, firstName: to.firstName, lastName: to.lastName },
  };
}

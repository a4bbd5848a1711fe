import type { DB } from '../../db/database.js';
import type { PresenceLookup } from './presence-port.js';

// Whether a member is online is theirs to show to their connections only (as LinkedIn's green
// dot): realtime pushes (`watch`, ADR 028) and HTTP answers (cards, conversations) both ask here,
// so the rule is written once.

/** The ids among `ids` that are `memberId`'s connections (accepted; never `memberId` itself). */
export async function connectionsAmong(db: DB, memberId: string, ids: readonly string[]): Promise<Set<string>> {
  const others = [...new Set(ids)].filter((id) => id !== memberId);
  if (others.length === 0) return new Set();
  // Requester and addressee: each side is a covering index range (requester|addressee, status, other).
  const rows = await db
    .selectFrom('connection')
    .select(['requesterId', 'addresseeId'])
    .where('status', '=', 'accepted')
    .where((eb) =>
      eb.or([
        eb.and([eb('requesterId', '=', memberId), eb('addresseeId', 'in', others)]),
        eb.and([eb('addresseeId', '=', memberId), eb('requesterId', 'in', others)]),
      ]),
    )
    .execute();
  return new Set(rows.map((r) => (r.requesterId === memberId ? r.addresseeId : r.requesterId)));
}

/**
 * The ids among `ids` whose presence `viewerId` may see: connections who show their online
 * status, and none at all when the viewer hides theirs (like WhatsApp: who hides it sees no
 * one's; Settings → Privacy, ADR 063).
 */
export async function presenceVisibleAmong(db: DB, viewerId: string, ids: readonly string[]): Promise<Set<string>> {
  const connections = await connectionsAmong(db, viewerId, ids);
  if (connections.size === 0) return connections;
  const hiding = await db
    .selectFrom('user')
    .select('id')
    .where('id', 'in', [viewerId, ...connections])
    .where('onlineStatus', '=', false)
    .execute();
  for (const { id } of hiding) {
    if (id === viewerId) return new Set();
    connections.delete(id);
  }
  return connections;
}

/**
 * The ids among `ids` that `viewerId` sees online: their connections who are online now and
 * show it. Anyone else reads as offline; presence is not even asked about them.
 */
export async function onlineFor(db: DB, presence: PresenceLookup, viewerId: string, ids: readonly string[]): Promise<Set<string>> {
  const visible = await presenceVisibleAmong(db, viewerId, ids);
  return visible.size === 0 ? new Set() : presence.onlineAmong([...visible]);
}

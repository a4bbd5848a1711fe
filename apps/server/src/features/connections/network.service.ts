import {
  REQUESTS_MAX,
  type ConnectionsPage,
  type FollowsPage,
  type NetworkCounts,
  type PendingRequests,
  type PersonCard,
} from '@skilllink/contracts/connections';
import { toIso, type DB } from '../../db/database.js';
import * as repo from './connections.repository.js';
import { decodeCursor, encodeCursor } from '../../platform/cursor.js';
import * as follows from './follows.repository.js';
import { cardsFor, type CardSources } from './people.presenter.js';

/**
 * Pairs rows with their person cards; a row whose member vanished between the two reads
 * (account deleted) is skipped rather than shown half-empty.
 */
async function withCards<R extends { personId: string }, T>(
  db: DB,
  me: string,
  sources: CardSources,
  rows: R[],
  build: (card: PersonCard, row: R) => T,
) {
  const cards = await cardsFor(
    db,
    me,
    rows.map((r) => r.personId),
    sources,
  );
  return rows.flatMap((r) => {
    const card = cards.get(r.personId);
    return card ? [build(card, r)] : [];
  });
}

/** My network, newest connection first; one extra row is read to know whether another page follows. */
export async function connectionsPage(
  db: DB,
  me: string,
  before: string | undefined,
  limit: number,
  sources: CardSources,
): Promise<ConnectionsPage> {
  const rows = await repo.listAccepted(db, me, decodeCursor(before), limit + 1);
  const page = rows.slice(0, limit).map((r) => ({ ...r, connectedAt: toIso(r.respondedAt ?? r.createdAt) }));
  const last = page[page.length - 1];
  return {
    items: await withCards(db, me, sources, page, (card, r) => ({ ...card, connectedAt: r.connectedAt })),
    nextCursor: rows.length > limit && last ? encodeCursor({ at: last.connectedAt, id: last.id }) : null,
  };
}

export async function pendingRequests(db: DB, me: string, direction: 'received' | 'sent', sources: CardSources): Promise<PendingRequests> {
  const rows = await repo.listPending(db, me, direction, REQUESTS_MAX);
  return {
    items: await withCards(db, me, sources, rows, (person, r) => ({
      id: r.id,
      person,
      message: r.message,
      createdAt: toIso(r.createdAt),
    })),
  };
}

export async function followingPage(
  db: DB,
  me: string,
  before: string | undefined,
  limit: number,
  sources: CardSources,
): Promise<FollowsPage> {
  const rows = await follows.listFollowing(db, me, decodeCursor(before), limit + 1);
  const page = rows.slice(0, limit).map((r) => ({ personId: r.followeeId, followedAt: toIso(r.createdAt) }));
  const last = page[page.length - 1];
  return {
    items: await withCards(db, me, sources, page, (card, r) => ({ ...card, followedAt: r.followedAt })),
    nextCursor: rows.length > limit && last ? encodeCursor({ at: last.followedAt, id: last.personId }) : null,
  };
}

export async function counts(db: DB, me: string): Promise<NetworkCounts> {
  const [c, f] = await Promise.all([repo.countConnections(db, me), follows.countFollows(db, me)]);
  return { ...c, ...f };
}

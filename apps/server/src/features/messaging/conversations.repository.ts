import { sql } from 'kysely';
import type { DB } from '../../db/database.js';
import type { PageCursor } from '../../platform/cursor.js';

/** One of my conversations with what its list row and header need. */
export interface ListedConversation {
  id: string;
  lastSeq: number;
  /** The application it is about (ADR 054), or null. */
  applicationId: string | null;
  /** The project whose team chat it is (ADR 058), or null; then the other member's fields are null. */
  projectId: string | null;
  createdAt: string | Date;
  updatedAt: string | Date;
  myReadSeq: number;
  myClearedSeq: number;
  otherId: string | null;
  otherReadSeq: number | null;
  otherDeliveredSeq: number | null;
  firstName: string | null;
  lastName: string | null;
  title: string | null;
  avatar: string | null;
  /** The other member erased their account (ADR 062). */
  erasedAt: string | Date | null;
}

/** A LIKE pattern matching `text` literally (with `escape '\'`). */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function listed(db: DB, me: string) {
  return (
    db
      .selectFrom('conversationMember as mine')
      .innerJoin('conversation as c', 'c.id', 'mine.conversationId')
      // A pair's other member; a project's chat has many, read for the page by present().
      .leftJoin('conversationMember as other', (join) =>
        join.onRef('other.conversationId', '=', 'c.id').on('other.userId', '<>', me).on('c.projectId', 'is', null),
      )
      .leftJoin('user as u', 'u.id', 'other.userId')
      .leftJoin('workspaceProject as p', 'p.id', 'c.projectId')
      .select([
        'c.id',
        'c.lastSeq',
        'c.applicationId',
        'c.projectId',
        'c.createdAt',
        'c.updatedAt',
        'mine.readSeq as myReadSeq',
        'mine.clearedSeq as myClearedSeq',
        'other.userId as otherId',
        'other.readSeq as otherReadSeq',
        'other.deliveredSeq as otherDeliveredSeq',
        'u.firstName',
        'u.lastName',
        'u.title',
        'u.avatar',
        'u.erasedAt',
      ])
      .where('mine.userId', '=', me)
  );
}

/**
 * My visible conversations, latest activity first; `q` matches the other member's name or
 * title, or a project chat's project title (case-insensitive substring). `limit` rows after the cursor.
 */
export function listConversations(
  db: DB,
  me: string,
  opts: { q: string; before?: PageCursor; limit: number },
): Promise<ListedConversation[]> {
  let query = listed(db, me).where('mine.hidden', '=', false);
  const q = opts.q.trim().toLowerCase();
  if (q) {
    const pattern = `%${literal(q)}%`;
    query = query.where(
      (eb) =>
        sql<boolean>`(lower(${eb.ref('u.firstName')} || ' ' || ${eb.ref('u.lastName')}) like ${pattern} escape '\\' or lower(${eb.ref('u.title')}) like ${pattern} escape '\\' or lower(${eb.ref('p.title')}) like ${pattern} escape '\\')`,
    );
  }
  const before = opts.before;
  if (before) {
    query = query.where((eb) =>
      eb.or([eb('c.updatedAt', '<', before.at), eb.and([eb('c.updatedAt', '=', before.at), eb('c.id', '<', before.id)])]),
    );
  }
  return query.orderBy('c.updatedAt', 'desc').orderBy('c.id', 'desc').limit(opts.limit).execute();
}

/** One of my conversations (hidden or not), or undefined when I am not in it. */
export function findListed(db: DB, me: string, id: string): Promise<ListedConversation | undefined> {
  return listed(db, me).where('c.id', '=', id).executeTakeFirst();
}

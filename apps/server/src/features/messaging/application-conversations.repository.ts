import { APPLICATION_MOVES, APPLICATION_STATUSES, PROPOSAL_MOVES } from '@skilllink/contracts/job-constants';
import type { ExpressionBuilder, Selectable } from 'kysely';
import type { DB } from '../../db/database.js';
import { memberPair } from '../../db/member-pair.js';
import type { Database } from '../../db/schema.js';

// Conversations about a job application (ADR 054). Messaging reads the facts it needs about an
// application straight from the jobs tables — who applied, who posted, which company's members
// manage it, whether it is still open — as it reads `connection` for conversations between
// connections: facts of the database, not calls into another feature.

type ConversationRow = Selectable<Database['conversation']>;

/** The statuses an application can still move from: while in one, its conversation is open. */
export const OPEN_STATUSES = APPLICATION_STATUSES.filter((s) => APPLICATION_MOVES[s].length > 0 || PROPOSAL_MOVES[s].length > 0);

/** What a conversation about an application needs to know about it. */
export interface ApplicationFacts {
  id: string;
  status: string;
  applicantId: string;
  posterId: string;
  companyId: string | null;
  title: string;
  kind: string;
  companyName: string | null;
}

/** The applications of `ids` that still exist, with their listing. */
export function applicationFacts(db: DB, ids: readonly string[]): Promise<ApplicationFacts[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('jobApplication as a')
    .innerJoin('job as j', 'j.id', 'a.jobId')
    .leftJoin('company as c', 'c.id', 'j.companyId')
    .select(['a.id', 'a.status', 'a.applicantId', 'j.posterId', 'j.companyId', 'j.title', 'j.kind', 'c.name as companyName'])
    .where('a.id', 'in', [...ids])
    .execute();
}

/** Which of `userIds` are managers or recruiters of which of `companyIds`, as `companyId|userId` keys. */
export async function companyMembers(db: DB, userIds: readonly string[], companyIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0 || companyIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('companyMember')
    .select(['companyId', 'userId'])
    .where('userId', 'in', [...new Set(userIds)])
    .where('companyId', 'in', [...new Set(companyIds)])
    .execute();
  return new Set(rows.map((r) => `${r.companyId}|${r.userId}`));
}

/** The applicant, the listing's poster, or a manager or recruiter of its company (`members` from companyMembers). */
export function isParty(facts: ApplicationFacts, memberId: string, members: ReadonlySet<string>): boolean {
  return facts.applicantId === memberId || managesListing(facts, memberId, members);
}

function managesListing(facts: ApplicationFacts, memberId: string, members: ReadonlySet<string>): boolean {
  return facts.posterId === memberId || (facts.companyId !== null && members.has(`${facts.companyId}|${memberId}`));
}

/**
 * Whether the conversation of this pair about the application is open: the application is
 * still open, one of the pair applied and the other still manages the listing (a recruiter
 * who left the company closes their conversations, for both sides).
 */
export function isOpen(facts: ApplicationFacts | undefined, pair: readonly [string, string], members: ReadonlySet<string>): boolean {
  if (!facts || !(OPEN_STATUSES as readonly string[]).includes(facts.status)) return false;
  const [a, b] = pair;
  const manager = facts.applicantId === a ? b : facts.applicantId === b ? a : null;
  return manager !== null && managesListing(facts, manager, members);
}

/** `isOpen` read from the database, for one conversation. */
export async function isOpenNow(db: DB, applicationId: string, pair: readonly [string, string]): Promise<boolean> {
  const [facts] = await applicationFacts(db, [applicationId]);
  const members = facts?.companyId ? await companyMembers(db, pair, [facts.companyId]) : new Set<string>();
  return isOpen(facts, pair, members);
}

/**
 * The same rule as `isOpen`, as a condition on the conversation row being written (the send's
 * seq statement): its application exists and is open, one of the pair applied and the other
 * is the listing's poster or a member of its company.
 */
export function openToWriter(eb: ExpressionBuilder<Database, 'conversation'>) {
  return eb.exists(
    eb
      .selectFrom('jobApplication as a')
      .innerJoin('job as j', 'j.id', 'a.jobId')
      .select('a.id')
      .whereRef('a.id', '=', 'conversation.applicationId')
      .where('a.status', 'in', OPEN_STATUSES)
      .where((s) => {
        const manages = (member: 'conversation.userLow' | 'conversation.userHigh') =>
          s.or([
            s('j.posterId', '=', s.ref(member)),
            s.exists(
              s
                .selectFrom('companyMember as cm')
                .select('cm.userId')
                .whereRef('cm.companyId', '=', 'j.companyId')
                .whereRef('cm.userId', '=', member),
            ),
          ]);
        return s.or([
          s.and([s('a.applicantId', '=', s.ref('conversation.userLow')), manages('conversation.userHigh')]),
          s.and([s('a.applicantId', '=', s.ref('conversation.userHigh')), manages('conversation.userLow')]),
        ]);
      }),
  );
}

/** The pair's conversation about the application, if there is one. */
export function findAbout(db: DB, applicationId: string, a: string, b: string): Promise<ConversationRow | undefined> {
  const pair = memberPair(a, b);
  return db
    .selectFrom('conversation')
    .selectAll()
    .where('applicationId', '=', applicationId)
    .where('userLow', '=', pair.userLow)
    .where('userHigh', '=', pair.userHigh)
    .executeTakeFirst();
}

/** `memberId`'s conversations about the application, latest activity first. */
export function allAbout(db: DB, applicationId: string, memberId: string): Promise<ConversationRow[]> {
  return db
    .selectFrom('conversation')
    .selectAll()
    .where('applicationId', '=', applicationId)
    .where((eb) => eb.or([eb('userLow', '=', memberId), eb('userHigh', '=', memberId)]))
    .orderBy('updatedAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/**
 * Creates the pair's conversation about the application unless it exists (of two racing
 * opens, from either side, one row is made); true when this call created it. Like a
 * conversation between connections, the other member sees it once there is a message in it.
 */
export function insertAbout(db: DB, id: string, applicationId: string, opener: string, other: string, now: string): Promise<boolean> {
  const pair = memberPair(opener, other);
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('conversation')
      .values({ id, ...pair, applicationId, lastSeq: 0, createdAt: now, updatedAt: now })
      .onConflict((oc) => oc.columns(['applicationId', 'userLow', 'userHigh']).where('applicationId', 'is not', null).doNothing())
      .executeTakeFirst();
    const created = (await findAbout(trx, applicationId, opener, other))!;
    await trx
      .insertInto('conversationMember')
      .values([opener, other].map((userId) => ({ conversationId: created.id, userId, hidden: userId !== opener })))
      .onConflict((oc) => oc.columns(['conversationId', 'userId']).doNothing())
      .execute();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
  });
}

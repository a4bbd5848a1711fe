import { CARD_SKILLS, type PersonCard, type RelationStatus } from '@skilllink/contracts/connections';
import type { DB } from '../../db/database.js';
import type { PresenceLookup } from '../../platform/realtime/presence-port.js';
import { mutualCounts } from './graph.repository.js';
import { matchScore } from './match-score.js';
import * as people from './people.repository.js';

type Experience = Awaited<ReturnType<typeof people.experienceOf>>[number];
type Relation = Awaited<ReturnType<typeof people.relationsWith>>[number];

const time = (value: string | Date) => new Date(value).getTime();

/**
 * The company a card names: the current job's (no end date, the latest started first), else
 * the one that ended last; '' without experience. Dates are "YYYY-MM" or '' (optional), so
 * they compare as strings.
 */
export function currentCompany(entries: readonly Experience[]): string {
  const ranked = [...entries].sort(
    (a, b) =>
      Number(b.endDate === null) - Number(a.endDate === null) ||
      (b.endDate ?? '').localeCompare(a.endDate ?? '') ||
      b.startDate.localeCompare(a.startDate) ||
      time(b.createdAt) - time(a.createdAt),
  );
  return ranked[0]?.company ?? '';
}

function relationOf(row: Relation | undefined, viewerId: string): { connectionStatus: RelationStatus; requestId: string | null } {
  if (!row) return { connectionStatus: 'not_connected', requestId: null };
  if (row.status === 'accepted') return { connectionStatus: 'connected', requestId: null };
  return { connectionStatus: row.requesterId === viewerId ? 'pending_sent' : 'pending_received', requestId: row.id };
}

function groupBy<T extends { userId: string }>(rows: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const list = groups.get(row.userId);
    if (list) list.push(row);
    else groups.set(row.userId, [row]);
  }
  return groups;
}

/**
 * Person cards for these member ids as `viewerId` sees them, keyed by id: the one place a
 * member becomes a card in this area. A fixed number of queries for a whole page (members,
 * skills of them and the viewer, experience, relations, follows, mutual counts, presence),
 * never one per card. docs/computations.md "Connections" defines each figure.
 */
export async function cardsFor(
  db: DB,
  viewerId: string,
  ids: readonly string[],
  presence: PresenceLookup,
): Promise<Map<string, PersonCard>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const [rows, skills, jobs, relations, followed, mutual, online] = await Promise.all([
    people.findPeople(db, unique),
    people.skillsOf(db, [...unique, viewerId]),
    people.experienceOf(db, unique),
    people.relationsWith(db, viewerId, unique),
    people.followedAmong(db, viewerId, unique),
    mutualCounts(db, viewerId, unique),
    presence.onlineAmong(unique),
  ]);
  const skillsBy = groupBy(skills);
  const jobsBy = groupBy(jobs);
  const relationBy = new Map(relations.map((r) => [r.requesterId === viewerId ? r.addresseeId : r.requesterId, r]));
  const mine = new Set((skillsBy.get(viewerId) ?? []).map((s) => s.nameKey));
  return new Map(
    rows.map((r) => {
      const theirs = skillsBy.get(r.id) ?? [];
      const card: PersonCard = {
        id: r.id,
        firstName: r.firstName,
        lastName: r.lastName,
        title: r.title,
        company: currentCompany(jobsBy.get(r.id) ?? []),
        location: r.location,
        avatar: r.avatar,
        skills: theirs.slice(0, CARD_SKILLS).map((s) => s.name),
        moreSkills: Math.max(0, theirs.length - CARD_SKILLS),
        isOnline: online.has(r.id),
        mutualConnections: mutual.get(r.id) ?? 0,
        matchScore: matchScore(mine, new Set(theirs.map((s) => s.nameKey))),
        ...relationOf(relationBy.get(r.id), viewerId),
        isFollowing: followed.has(r.id),
      };
      return [r.id, card];
    }),
  );
}

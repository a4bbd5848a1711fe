import { CARD_SKILLS, type PersonCard, type RelationStatus } from '@skilllink/contracts/connections';
import type { DB } from '../../db/database.js';
import type { MemberCache } from '../../platform/member-cache.js';
import type { PresenceLookup } from '../../platform/realtime/presence-port.js';
import { onlineFor } from '../../platform/realtime/visible-presence.js';
import { mutualCounts } from './graph.repository.js';
import { matchScore } from './match-score.js';
import * as people from './people.repository.js';
import { groupBy } from '../../platform/group-by.js';

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

/** What a card shows of a member whoever looks: the same for every viewer, so it is cached. */
export interface CardBase {
  firstName: string;
  lastName: string;
  title: string;
  location: string;
  avatar: string | null;
  company: string;
  /** In the order the member added them: names shown, keys for the match score. */
  skills: Array<{ name: string; nameKey: string }>;
}

/**
 * Where cards come from besides the database: who is online, and the members' card bases kept
 * in a member cache (dropped whenever a member's profile, skills or experience change, as
 * everything a member's pages show is; docs/decisions/011-member-caches.md).
 */
export interface CardSources {
  presence: PresenceLookup;
  bases?: MemberCache<CardBase>;
}

/** The card bases of these members, read in three queries (members, skills, experience). */
async function readBases(db: DB, ids: readonly string[]): Promise<Map<string, CardBase>> {
  const [rows, skills, jobs] = await Promise.all([people.findPeople(db, ids), people.skillsOf(db, ids), people.experienceOf(db, ids)]);
  const skillsBy = groupBy(skills, (s) => s.userId);
  const jobsBy = groupBy(jobs, (j) => j.userId);
  return new Map(
    rows.map((r) => [
      r.id,
      {
        firstName: r.firstName,
        lastName: r.lastName,
        title: r.title,
        location: r.location,
        avatar: r.avatar,
        company: currentCompany(jobsBy.get(r.id) ?? []),
        skills: (skillsBy.get(r.id) ?? []).map((x) => ({ name: x.name, nameKey: x.nameKey })),
      },
    ]),
  );
}

/**
 * Person cards for these member ids as `viewerId` sees them, keyed by id: the one place a
 * member becomes a card in this area. A fixed number of queries for a whole page (the bases
 * not cached, relations, follows, mutual counts, presence), never one per card. Cached
 * bases saved half of a people search's time. docs/computations.md "Connections" defines
 * each figure. `isOnline` is true only for the viewer's connections (ADR 028: presence is
 * theirs to see).
 */
export async function cardsFor(db: DB, viewerId: string, ids: readonly string[], sources: CardSources): Promise<Map<string, PersonCard>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const load = (wanted: string[]) =>
    sources.bases ? sources.bases.loadMany(wanted, (missing) => readBases(db, missing)) : readBases(db, wanted);
  const [bases, relations, followed, mutual, online] = await Promise.all([
    load([...unique, viewerId]),
    people.relationsWith(db, viewerId, unique),
    people.followedAmong(db, viewerId, unique),
    mutualCounts(db, viewerId, unique),
    onlineFor(db, sources.presence, viewerId, unique),
  ]);
  const relationBy = new Map(relations.map((r) => [r.requesterId === viewerId ? r.addresseeId : r.requesterId, r]));
  const mine = new Set((bases.get(viewerId)?.skills ?? []).map((s) => s.nameKey));
  return new Map(
    unique.flatMap((id) => {
      const base = bases.get(id);
      if (!base) return [];
      const card: PersonCard = {
        id,
        firstName: base.firstName,
        lastName: base.lastName,
        title: base.title,
        company: base.company,
        location: base.location,
        avatar: base.avatar,
        skills: base.skills.slice(0, CARD_SKILLS).map((s) => s.name),
        moreSkills: Math.max(0, base.skills.length - CARD_SKILLS),
        isOnline: online.has(id),
        mutualConnections: mutual.get(id) ?? 0,
        matchScore: matchScore(mine, new Set(base.skills.map((s) => s.nameKey))),
        ...relationOf(relationBy.get(id), viewerId),
        isFollowing: followed.has(id),
      };
      return [[id, card] as const];
    }),
  );
}

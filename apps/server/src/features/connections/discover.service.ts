import { DISCOVER_MAX, DISCOVER_MIN_SCORE, type PeopleList } from '@skilllink/contracts/connections';
import type { DB } from '../../db/database.js';
import { hiddenAmong } from '../../platform/privacy.js';
import type { MemberCache } from '../../platform/member-cache.js';
import { discoverCandidates } from './discover.repository.js';
import { connectedIds, secondDegree } from './graph.repository.js';
import { highlightedAmong } from '../../platform/member-highlight.js';
import { scoreOf } from './match-score.js';
import { cardsFor, type CardSources } from './people.presenter.js';
import { skillKeysOf } from './people.repository.js';

/**
 * Who is worth meeting changes slowly, and ranking reads every holder of the member's skills
 * (thousands at 50,000 members): each member's ranking is kept this long per process. Their own
 * changes (skills, requests, connections) drop it at once through memberChanged.
 */
export const DISCOVER_CACHE_TTL_MS = 5 * 60_000;

export interface Ranked {
  id: string;
  score: number;
}

const time = (value: string | Date) => new Date(value).getTime();

/**
 * Discover, the people recommendations: members I am not connected with (a pending request
 * either way still shows, as Pending or Accept), match score over DISCOVER_MIN_SCORE, best
 * first; ties: a highlighted profile, more mutual connections, then the newest member. At most DISCOVER_MAX.
 */
export async function rankDiscover(db: DB, me: string): Promise<Ranked[]> {
  const mine = [...new Set((await skillKeysOf(db, [me])).map((s) => s.nameKey))];
  if (mine.length === 0) return [];
  // Sharing s of my n skills scores at most 100·s/n (the other member has no skill of their
  // own): fewer shared skills than this can never pass the threshold, so they are not counted.
  const minShared = Math.max(1, Math.ceil(((2 * DISCOVER_MIN_SCORE + 1) * mine.length) / 200));
  const [candidates, connected, mutual] = await Promise.all([
    discoverCandidates(db, me, mine, minShared, DISCOVER_MIN_SCORE),
    connectedIds(db, me),
    secondDegree(db, me),
  ]);
  const excluded = new Set(connected);
  const kept = candidates.filter((c) => !excluded.has(c.userId));
  // A profile highlight (bought with referral points, ADR 069) comes first among equal scores.
  const highlighted = await highlightedAmong(
    db,
    kept.map((c) => c.userId),
    new Date(),
  );
  return kept
    .map((c) => ({
      id: c.userId,
      score: scoreOf(c.shared, mine.length + c.total - c.shared),
      mutual: mutual.get(c.userId) ?? 0,
      joined: time(c.createdAt),
      lit: highlighted.has(c.userId) ? 1 : 0,
    }))
    .filter((c) => c.score > DISCOVER_MIN_SCORE)
    .sort((a, b) => b.score - a.score || b.lit - a.lit || b.mutual - a.mutual || b.joined - a.joined || (a.id < b.id ? -1 : 1))
    .slice(0, DISCOVER_MAX)
    .map(({ id, score }) => ({ id, score }));
}

/** GET /people/discover: my ranking (kept in `cache` when given) as fresh cards. */
export async function discover(db: DB, me: string, sources: CardSources, cache?: MemberCache<Ranked[]>): Promise<PeopleList> {
  const all = cache ? await cache.load(me, () => rankDiscover(db, me)) : await rankDiscover(db, me);
  // Privacy is read fresh, like the cards: a block or a "connections only" takes effect at once.
  const hidden = await hiddenAmong(
    db,
    me,
    all.map((r) => r.id),
  );
  const ranked = all.filter((r) => !hidden.has(r.id));
  const cards = await cardsFor(
    db,
    me,
    ranked.map((r) => r.id),
    sources,
  );
  // The cards are fresh, the ranking may be minutes old: whoever became a connection or
  // changed their skills below the threshold since then leaves the list.
  return {
    items: ranked
      .flatMap((r) => cards.get(r.id) ?? [])
      .filter((card) => card.connectionStatus !== 'connected' && card.matchScore > DISCOVER_MIN_SCORE),
  };
}

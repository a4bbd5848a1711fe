import { PEOPLE_SEARCH_MAX, type PeopleList } from '@skilllink/contracts/connections';
import type { DB } from '../../db/database.js';
import { hiddenAmong } from '../../platform/privacy.js';
import { scoreOf } from './match-score.js';
import { cardsFor, type CardSources } from './people.presenter.js';
import { skillKeysOf } from './people.repository.js';
import * as search from './search.repository.js';

/**
 * Matches read per tier. A tier with more matches ranks only these by match score, which keeps
 * a search's work the same at any number of members; when a tier has fewer, every match of it
 * is ranked and the next tier is read.
 */
export const MATCHES_PER_TIER = 50;
/** Shorter queries match a word start of names only: "am" in a title or a skill is noise. */
export const FULL_SEARCH_MIN_CHARS = 3;

/** Lower-cased, spaces collapsed: the form names, skill keys and the indexes compare. */
export const normalizeQuery = (q: string) => q.trim().toLowerCase().replace(/\s+/g, ' ');

type Tier = (db: DB, me: string, q: string) => Promise<search.Match[]>;

/** Best first: a word of the name starting with the query, a name containing it, a title or company, a skill. */
const TIERS: Tier[] = [
  (db, me, q) => search.namePrefixMatches(db, me, q, MATCHES_PER_TIER),
  (db, me, q) => search.nameMatches(db, me, q, MATCHES_PER_TIER),
  (db, me, q) => search.workMatches(db, me, q, MATCHES_PER_TIER),
  async (db, me, q) => {
    // Catalogue skills containing the query, and any skill named exactly as it.
    const keys = new Set([...(await search.catalogKeysContaining(db, q)), q]);
    return search.skillHolders(db, me, [...keys], MATCHES_PER_TIER);
  },
];

/**
 * A tier's matches, highest match score with me first, then by name. Names compare as
 * lower-cased code points: a locale-aware comparison (localeCompare, Intl.Collator) cost a
 * third of a search's time.
 */
async function ranked(db: DB, found: search.Match[], mine: readonly string[]): Promise<string[]> {
  // Without skills of my own every score is 0: nothing to count.
  const ids = found.map((m) => m.userId);
  const overlap = mine.length === 0 ? new Map() : await search.skillOverlap(db, ids, mine);
  return found
    .map((m) => {
      const o = overlap.get(m.userId) ?? { shared: 0, total: 0 };
      return { id: m.userId, key: m.name.toLowerCase(), score: scoreOf(o.shared, mine.length + o.total - o.shared) };
    })
    .sort((a, b) => b.score - a.score || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0) || (a.id < b.id ? -1 : 1))
    .map((m) => m.id);
}

/**
 * GET /people/search: members other than me matching the query, best tier first, then the
 * highest match score with me, then by name; at most PEOPLE_SEARCH_MAX. Later tiers are read
 * only while the list is not full.
 */
export async function searchPeople(db: DB, me: string, query: string, sources: CardSources): Promise<PeopleList> {
  const q = normalizeQuery(query);
  const mine = [...new Set((await skillKeysOf(db, [me])).map((s) => s.nameKey))];
  const tiers = [...q].length >= FULL_SEARCH_MIN_CHARS ? TIERS : TIERS.slice(0, 1);
  const chosen: string[] = [];
  const seen = new Set<string>();
  for (const tier of tiers) {
    if (chosen.length >= PEOPLE_SEARCH_MAX) break;
    // A member found by an earlier tier (or twice by this one) stays where first found.
    const found = (await tier(db, me, q)).filter((m) => !seen.has(m.userId) && Boolean(seen.add(m.userId)));
    if (found.length > 0) chosen.push(...(await ranked(db, found, mine)).slice(0, PEOPLE_SEARCH_MAX - chosen.length));
  }
  const hidden = await hiddenAmong(db, me, chosen);
  const shown = chosen.filter((id) => !hidden.has(id));
  const cards = await cardsFor(db, me, shown, sources);
  return { items: shown.flatMap((id) => cards.get(id) ?? []) };
}

import type { DB } from '../../db/database.js';
import type { MemberCaches } from '../../platform/member-cache.js';
import type { SearchRanker } from '../../platform/search-index.js';
import { candidatesOf } from './candidates.js';
import { matchProfile } from './member-profile.repository.js';
import { matchListing, type MatchListing, type MatchProfile } from './match-score.js';
import { LISTINGS_SCOPE, SEARCHES_TTL_MS } from './route-options.js';

/** What the score reads of the reader; a change to their profile drops it. */
const PROFILE_TTL_MS = 60_000;
/** Listings kept as the score reads them: the results of the searches made most, a few MB. */
const LISTINGS_KEPT = 20_000;

/**
 * Jobs and projects in the one search carry the reader's match score, which also ranks them
 * (ADR 060). What the score reads of a listing is the same for every reader: it is kept per
 * listing until any listing changes (the jobs feature's changedAll, as for its own searches),
 * so a search reads the database only for listings no recent search found, and each listing's
 * words are folded once (match-score.ts keeps them per object).
 */
export function listingsSearchRanker(caches: MemberCaches): SearchRanker {
  const profiles = caches.create<MatchProfile>(PROFILE_TTL_MS, 2_000);
  const listings = caches.create<MatchListing>(SEARCHES_TTL_MS, LISTINGS_KEPT, LISTINGS_SCOPE);
  return {
    kinds: ['job', 'project'],
    async rank(db: DB, readerId: string, refIds: readonly string[], now: Date) {
      const [profile, byId] = await Promise.all([
        profiles.load(readerId, () => matchProfile(db, readerId, now)),
        listings.loadMany(refIds, async (ids) => new Map((await candidatesOf(db, ids)).map((c) => [c.id, c.listing]))),
      ]);
      const out = new Map<string, { matchScore: number }>();
      for (const [id, listing] of byId) out.set(id, { matchScore: matchListing(profile, listing).score });
      return out;
    },
  };
}

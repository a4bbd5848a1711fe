import { EXPERIENCE_LEVELS, EXPERIENCE_SCORES, MATCH_WEIGHTS, type ExperienceLevel } from '@skilllink/contracts/jobs';
import { foldText } from '../../platform/search-text.js';

/** What the score reads of a member (member-profile.repository.ts gathers it; read-only, as for listings). */
export interface MatchProfile {
  /** member_skill.name_key of each of their skills. */
  readonly skillKeys: ReadonlySet<string>;
  /** The skills they proved by a skill badge (platform/skill-badges.ts), name key → name: held even when not listed. */
  readonly verified: ReadonlyMap<string, string>;
  /** Their headline title and every position of their experience. */
  readonly titles: readonly string[];
  readonly location: string;
  readonly level: ExperienceLevel;
}

/** What the score reads of a listing (read-only: its folded words are kept per object). */
export interface MatchListing {
  readonly title: string;
  readonly location: string;
  readonly isRemote: boolean;
  readonly experienceLevel: ExperienceLevel;
  /** The listing's skills: catalogue key and display name, in the poster's order. */
  skills: ReadonlyArray<{ key: string; name: string }>;
}

export interface MatchResult {
  score: number;
  parts: { skills: number; experience: number; location: number; title: number };
  haveSkills: string[];
  missingSkills: string[];
  verifiedSkills: string[];
}

/** Words a title shares with every other title of its kind: they say nothing about the role. */
const TITLE_NOISE = new Set([
  'and',
  'the',
  'for',
  'with',
  'senior',
  'junior',
  'lead',
  'head',
  'intern',
  'principal',
  'chief',
  'des',
  'les',
  'pour',
  'avec',
]);

/**
 * A member's match to a job or project, 0–100 (spec §9): skills 40 %, experience 20 %,
 * location or remote 15 %, title 25 %. docs/computations.md "Jobs" gives each part.
 */
export function matchListing(me: MatchProfile, listing: MatchListing): MatchResult {
  const mine = memberSide(me);
  const has = (key: string) => me.skillKeys.has(key) || me.verified.has(key);
  const haveSkills = listing.skills.filter((s) => has(s.key)).map((s) => s.name);
  const missingSkills = listing.skills.filter((s) => !has(s.key)).map((s) => s.name);
  const verifiedSkills = listing.skills.filter((s) => me.verified.has(s.key)).map((s) => s.name);
  const parts = {
    skills: listing.skills.length === 0 ? 0 : Math.round((haveSkills.length * 100) / listing.skills.length),
    experience: experienceScore(me.level, listing.experienceLevel),
    location: locationScore(mine.place, listing),
    title: titleScore(mine.words, listing),
  };
  const weighted =
    parts.skills * MATCH_WEIGHTS.skills +
    parts.experience * MATCH_WEIGHTS.experience +
    parts.location * MATCH_WEIGHTS.location +
    parts.title * MATCH_WEIGHTS.title;
  return { score: Math.round(weighted / 100), parts, haveSkills, missingSkills, verifiedSkills };
}

/** 100 for the same level, 70 for the next one up or down, else 30 (spec §9). */
export function experienceScore(mine: ExperienceLevel, theirs: ExperienceLevel): number {
  const distance = Math.abs(EXPERIENCE_LEVELS.indexOf(mine) - EXPERIENCE_LEVELS.indexOf(theirs));
  if (distance === 0) return EXPERIENCE_SCORES.same;
  return distance === 1 ? EXPERIENCE_SCORES.adjacent : EXPERIENCE_SCORES.other;
}

type Place = { city: string; country: string };

/** The city (first part) and the country (last part) of "Accra, Ghana". */
function place(location: string): Place {
  const parts = foldText(location)
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  return { city: parts[0] ?? '', country: parts.length > 1 ? parts[parts.length - 1]! : '' };
}

/** Words of three or more letters, less the noise: "Senior Frontend Developer" → frontend, developer. */
function titleWords(title: string): string[] {
  return foldText(title)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 3 && !TITLE_NOISE.has(w));
}

// Folding text is most of a score's cost. A search scores one member against 100 listings, and
// the listings are kept 30 s for every member (candidates.ts): each side is folded once per
// object, not once per pair.
const memberSides = new WeakMap<MatchProfile, { words: ReadonlySet<string>; place: Place }>();
const listingSides = new WeakMap<MatchListing, { words: readonly string[]; place: Place }>();

function memberSide(me: MatchProfile) {
  let side = memberSides.get(me);
  if (!side) memberSides.set(me, (side = { words: new Set(me.titles.flatMap(titleWords)), place: place(me.location) }));
  return side;
}

function listingSide(listing: MatchListing) {
  let side = listingSides.get(listing);
  if (!side) listingSides.set(listing, (side = { words: [...new Set(titleWords(listing.title))], place: place(listing.location) }));
  return side;
}

/** Remote, or in the member's city: 100; in their country: 50; else 0. */
function locationScore(me: Place, listing: MatchListing): number {
  if (listing.isRemote) return 100;
  const job = listingSide(listing).place;
  if (!me.city || !job.city) return 0;
  if (me.city === job.city) return 100;
  return me.country && me.country === job.country ? 50 : 0;
}

/** The share of the listing title's words found in the member's title or a past position. */
function titleScore(mine: ReadonlySet<string>, listing: MatchListing): number {
  const wanted = listingSide(listing).words;
  if (wanted.length === 0) return 0;
  return Math.round((wanted.filter((w) => mine.has(w)).length * 100) / wanted.length);
}

/**
 * A member's level from their experience: the months covered by their entries (overlaps
 * counted once, an open entry running to `now`): under 2 years entry, under 5 mid, under 10
 * senior, else executive.
 */
export function levelFromExperience(entries: ReadonlyArray<{ startDate: string; endDate: string | null }>, now: Date): ExperienceLevel {
  const monthIndex = (ym: string) => Number(ym.slice(0, 4)) * 12 + Number(ym.slice(5, 7)) - 1;
  const nowIndex = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const covered = new Set<number>();
  for (const e of entries) {
    if (!/^\d{4}-\d{2}/.test(e.startDate)) continue;
    const end = e.endDate && /^\d{4}-\d{2}/.test(e.endDate) ? monthIndex(e.endDate) : nowIndex;
    // A bound on the loop: no entry counts for more than 60 years.
    for (let m = monthIndex(e.startDate); m <= Math.min(end, nowIndex) && covered.size < 720; m++) covered.add(m);
  }
  const years = covered.size / 12;
  if (years < 2) return 'entry';
  if (years < 5) return 'mid';
  return years < 10 ? 'senior' : 'executive';
}

import type { SearchHit, SearchKind, SuggestedFilters } from '@skilllink/contracts/search';
import { SUGGESTED_COMPANIES, SUGGESTED_LOCATIONS, SUGGESTED_SKILLS } from '@skilllink/contracts/search';
import { toIso } from '../../db/database.js';
import type { EntryRow } from './search.repository.js';

/** Skills a card shows. */
const CARD_SKILLS = 4;

const HREF: Record<SearchKind, (refId: string, title: string) => string> = {
  person: (id) => `/app/profile/${encodeURIComponent(id)}`,
  job: (id) => `/app/jobs/${encodeURIComponent(id)}`,
  project: (id) => `/app/jobs/${encodeURIComponent(id)}`,
  course: (id) => `/app/courses/${encodeURIComponent(id)}`,
  skill: (_id, name) => `/app/skills?q=${encodeURIComponent(name)}`,
};

/** Parsed once per row: the rows of one read are kept (text-cache.ts) and shown by every search that finds them. */
const parsedSkills = new WeakMap<EntryRow, readonly string[]>();
export function skillsOf(row: EntryRow): readonly string[] {
  let skills = parsedSkills.get(row);
  if (!skills) parsedSkills.set(row, (skills = JSON.parse(row.skills) as string[]));
  return skills;
}

export function toHit(row: EntryRow, rank: { degree?: 1 | 2; matchScore?: number } | undefined): SearchHit {
  const kind = row.kind as SearchKind;
  return {
    kind,
    id: row.refId,
    title: row.title,
    subtitle: row.subtitle,
    location: row.location || null,
    href: HREF[kind](row.refId, row.title),
    image: row.image,
    skills: skillsOf(row).slice(0, CARD_SKILLS),
    date: row.datedAt === null ? null : toIso(row.datedAt),
    degree: rank?.degree ?? null,
    matchScore: rank?.matchScore ?? null,
    experienceLevel: row.experienceLevel,
  };
}

/** The commonest values, first seen first among equals. */
function commonest(values: readonly string[], max: number): string[] {
  const counts = new Map<string, number>();
  for (const value of values) if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, max)
    .map(([value]) => value);
}

/** §9 suggested filters: up to 10 skills, 8 locations and 8 companies found in the results. */
export function suggestedFilters(rows: readonly EntryRow[]): SuggestedFilters {
  return {
    skills: commonest(rows.flatMap(skillsOf), SUGGESTED_SKILLS),
    locations: commonest(
      rows.map((r) => r.location),
      SUGGESTED_LOCATIONS,
    ),
    companies: commonest(
      rows.map((r) => r.company),
      SUGGESTED_COMPANIES,
    ),
  };
}

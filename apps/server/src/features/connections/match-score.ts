/**
 * The skill match score: the skills two members share as a percentage of all the
 * distinct skills of both, rounded to a whole percent; 0 when neither has any. Skills are the
 * same when their lower-cased names are (member_skill.name_key). docs/computations.md.
 */
export function matchScore(mine: ReadonlySet<string>, theirs: ReadonlySet<string>): number {
  let shared = 0;
  for (const key of theirs) if (mine.has(key)) shared += 1;
  return scoreOf(shared, mine.size + theirs.size - shared);
}

/** The same score from counts: `shared` of `distinct` skills. */
export const scoreOf = (shared: number, distinct: number): number => (distinct === 0 ? 0 : Math.round((shared * 100) / distinct));

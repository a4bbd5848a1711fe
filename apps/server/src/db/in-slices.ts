/** Values per `IN (…)` list: far under SQLite's and PostgreSQL's limits on parameters per statement. */
const SLICE = 500;

/**
 * Which of `values` a query finds, asked in slices, so a long list (a big .ics file, every open
 * socket's session) never builds one statement past the databases' parameter limits.
 */
export async function foundInSlices<T>(values: readonly T[], find: (slice: T[]) => Promise<readonly T[]>): Promise<Set<T>> {
  const found = new Set<T>();
  for (let i = 0; i < values.length; i += SLICE) {
    for (const value of await find(values.slice(i, i + SLICE))) found.add(value);
  }
  return found;
}

import type { FastifyBaseLogger } from 'fastify';

/** The codes a full disk (or quota) surfaces as: SQLite, PostgreSQL's disk_full, a file write. */
const FULL_CODES = new Set(['SQLITE_FULL', '53100', 'ENOSPC', 'EDQUOT']);
/** A full disk stays full for a while: said again at most this often, not on every request. */
const RETELL_MS = 10 * 60_000;

/** Whether the error, or one it wraps, says the storage is full. */
export function isStorageFull(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) {
    if (FULL_CODES.has(String((e as { code?: unknown }).code))) return true;
  }
  return false;
}

/**
 * Logs "disk full" with where, once, then at most every RETELL_MS while it lasts: the operator
 * needs the fact and the place, not one line per refused request. `where` names the database
 * (its file, or the PostgreSQL server); a file write's own path is preferred when it has one.
 */
export function storageFullTeller(log: () => FastifyBaseLogger, where: string, now: () => number = Date.now) {
  let toldAt = -Infinity;
  return (err: unknown) => {
    if (now() - toldAt < RETELL_MS) return;
    toldAt = now();
    const path = (err as { path?: unknown }).path;
    log().error({ err, path: typeof path === 'string' ? path : where }, `disk full: ${typeof path === 'string' ? path : where}`);
  };
}

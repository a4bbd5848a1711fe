import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { Database as SqliteFile } from 'better-sqlite3';

/** How often the worker copies the WAL into the database file. */
const EVERY_MS = 1_000;
/** How often it looks at the WAL's size (a stat: next to free). */
const LOOK_MS = 100;
/** Past this size the WAL is copied and started over at once (TRUNCATE), not left to grow. */
export const WAL_TRUNCATE_BYTES = 16 * 1024 * 1024;
/**
 * Past this size the worker has fallen behind (a saturated machine starves its low-priority
 * thread), and the main thread truncates without it: a longer stall, but a bounded WAL.
 */
const WAL_GUARD_BYTES = 3 * WAL_TRUNCATE_BYTES;
/** How often the main thread looks at the WAL's size for that. */
const GUARD_MS = 250;

// Runs in the worker thread (plain CommonJS: an eval'd worker): its own connection to the same
// file and a PASSIVE checkpoint every EVERY_MS, which never waits for readers or writers. Once
// everything is copied the next writer starts the WAL over. Under sustained writes that moment
// never comes (new frames arrive while the copy runs): past WAL_TRUNCATE_BYTES it copies what
// it can, then asks the main thread to TRUNCATE (see startCheckpointer) and waits for its answer.
// It runs at normal priority: at nice 19 a saturated machine starved it in the middle of a copy,
// holding the checkpoint lock for seconds, and no one could start the WAL over (ADR 038).
const WORKER = `
const { statSync } = require('node:fs');
const { workerData, parentPort } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 0');
const wal = workerData.file + '-wal';
let copiedAt = 0;
let asked = false;
const timer = setInterval(() => {
  if (asked) return;
  try {
    const full = (statSync(wal, { throwIfNoEntry: false })?.size ?? 0) > workerData.truncateAt;
    if (!full && Date.now() - copiedAt < workerData.every) return;
    copiedAt = Date.now();
    db.pragma('wal_checkpoint(PASSIVE)');
    if (full) {
      asked = true;
      parentPort.postMessage('truncate');
    }
  } catch {
    // Busy: the next round tries again.
  }
}, workerData.look);
parentPort.on('message', (message) => {
  if (message === 'truncated') {
    asked = false;
    return;
  }
  clearInterval(timer);
  try { db.pragma('wal_checkpoint(PASSIVE)'); } catch {}
  db.close();
  parentPort.postMessage('closed');
});
`;

/**
 * Starts the WAL over on the main connection, without waiting: the worker has just copied
 * nearly everything, so only the frames written since are copied here while writes wait. Done
 * on the main thread because it is the only writer: the worker's TRUNCATE had to win the write
 * lock against a stream of commits and lost it to them (measured: the WAL grew past 200 MB).
 * Busy (a transaction of ours is open across an await, or a reader): the worker asks again.
 */
function truncateWal(file: SqliteFile): void {
  const wait = file.pragma('busy_timeout', { simple: true }) as number;
  file.pragma('busy_timeout = 0');
  try {
    file.pragma('wal_checkpoint(TRUNCATE)');
  } catch {
    // Busy or inside a transaction: next round.
  } finally {
    file.pragma(`busy_timeout = ${wait}`);
  }
}

/**
 * Moves SQLite's WAL checkpoints off the event loop. By default the connection that commits
 * past 1,000 WAL pages copies them into the database and fsyncs, inside that COMMIT, on the
 * main thread: under a steady stream of writes (messages) that stalled every request for tens
 * to hundreds of milliseconds once a second. The caller turns automatic checkpoints nearly off
 * (`wal_autocheckpoint = 0`) and
 * this worker does them instead; past WAL_TRUNCATE_BYTES the main connection truncates the
 * WAL when the worker asks, and past WAL_GUARD_BYTES without being asked. Returns a stop function.
 */
export function startCheckpointer(path: string, file: SqliteFile): () => Promise<void> {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER, {
    eval: true,
    workerData: { file: path, driver, every: EVERY_MS, look: LOOK_MS, truncateAt: WAL_TRUNCATE_BYTES },
  });
  worker.unref();
  worker.on('message', (message) => {
    if (message !== 'truncate') return;
    if (file.open) truncateWal(file);
    worker.postMessage('truncated');
  });
  const guard = setInterval(() => {
    if (file.open && (statSync(`${path}-wal`, { throwIfNoEntry: false })?.size ?? 0) > WAL_GUARD_BYTES) truncateWal(file);
  }, GUARD_MS);
  guard.unref();
  return async () => {
    clearInterval(guard);
    const closed = new Promise<void>((resolve) => worker.on('message', (m) => m === 'closed' && resolve()));
    worker.postMessage('stop');
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 2_000))]);
    await worker.terminate();
  };
}

import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How often the worker copies the WAL into the database file. */
const EVERY_MS = 1_000;

// Runs in the worker thread (plain CommonJS: an eval'd worker): its own connection to the same
// file and a PASSIVE checkpoint every EVERY_MS, which never waits for readers or writers. (A
// TRUNCATE or RESTART checkpoint holds writers back while it runs: measured as 250 ms stalls.)
// Once everything is copied the next writer starts the WAL over, and the main connection's
// journal_size_limit trims the file.
const WORKER = `
const { workerData, parentPort } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 0');
try {
  // The lowest CPU priority, for this thread only (Linux gives each thread its own nice value):
  // on a busy core the copying waits for the event loop instead of taking turns with it.
  const tid = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
  require('node:os').setPriority(tid, 19);
} catch {
  // Not Linux, or not allowed: checkpoints run at normal priority.
}
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // Busy: the next round tries again.
  }
}, workerData.every);
parentPort.on('message', () => {
  clearInterval(timer);
  try { db.pragma('wal_checkpoint(PASSIVE)'); } catch {}
  db.close();
  parentPort.postMessage('closed');
});
`;

/**
 * Moves SQLite's WAL checkpoints off the event loop. By default the connection that commits
 * past 1,000 WAL pages copies them into the database and fsyncs, inside that COMMIT, on the
 * main thread: under a steady stream of writes (messages) that stalled every request for tens
 * to hundreds of milliseconds once a second. The caller turns automatic checkpoints off
 * (`wal_autocheckpoint = 0`) and this worker does them instead. Returns a stop function.
 */
export function startCheckpointer(file: string): () => Promise<void> {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER, { eval: true, workerData: { file, driver, every: EVERY_MS } });
  worker.unref();
  return async () => {
    const closed = new Promise<void>((resolve) => worker.once('message', () => resolve()));
    worker.postMessage('stop');
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 2_000))]);
    await worker.terminate();
  };
}

/**
 * Expensive reads (people search, Discover) wait their turn here, in arrival order.
 *
 * Why: on one event loop, many concurrent requests that each take a few milliseconds of CPU
 * are served unfairly — measured with 20 connections and 2 ms of work per request, the mean
 * was 45 ms (as expected) but p99 was 230 ms and the slowest 500 ms, because some sockets wait
 * several loop turns to be read. Running the jobs one after another, and returning to the event
 * loop between two jobs so newly arrived requests queue behind the ones already waiting, gave
 * the same throughput with p99 50 ms (docs/cost-model.md).
 *
 * On SQLite a query runs synchronously on the one connection, so one job at a time loses
 * nothing; on PostgreSQL a job mostly waits for the database, so several run at once.
 */
export interface FairQueue {
  run<T>(job: () => Promise<T>): Promise<T>;
}

export function createFairQueue(concurrency: number): FairQueue {
  const waiting: Array<() => void> = [];
  let running = 0;
  let scheduled = false;

  // Jobs start only from here, in a later turn of the event loop than the one that queued
  // them: by then that turn has read every request that had arrived, so each waits behind
  // those that came before it, never ahead of them.
  const pump = () => {
    scheduled = false;
    while (running < concurrency && waiting.length > 0) {
      running += 1;
      waiting.shift()!();
    }
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(pump);
  };

  return {
    run(job) {
      return new Promise((resolve, reject) => {
        waiting.push(() => {
          Promise.resolve()
            .then(job)
            .then(resolve, reject)
            .finally(() => {
              running -= 1;
              schedule();
            });
        });
        schedule();
      });
    },
  };
}

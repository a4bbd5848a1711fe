import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { testEngines } from '../config.js';
import { buildTestApp, type TestApp } from './app.js';
import { startServerProcess } from './server-process.js';

/**
 * Two instances of the server on one database and one Redis prefix, as a deployment with two
 * processes: the one way tests set that up. `twoInstances` builds both here (requests through
 * inject, fake clocks); `twoServerProcesses` starts real processes (sockets across processes).
 */

let pairs = 0;
const prefix = (name: string) => `test:${name}:${process.pid}:${(pairs += 1)}:${Date.now()}:`;

export interface TwoInstances {
  one: TestApp;
  two: TestApp;
  /** What a third instance of the same deployment is built with. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function twoInstances(
  name: string,
  env: Record<string, string> = {},
  options: Parameters<typeof buildTestApp>[1] = {},
): Promise<TwoInstances> {
  const shared = { REDIS_PREFIX: prefix(name), ...env };
  const one = await buildTestApp(shared, options);
  const two = await buildTestApp({ ...shared, ...one.databaseEnv }, options);
  return {
    one,
    two,
    env: { ...shared, ...one.databaseEnv },
    async close() {
      await two.close();
      await one.close();
    },
  };
}

export interface TwoProcesses {
  /** The in-process app that created and migrated the shared database (for fixtures). */
  db: TestApp;
  /** Base URLs of the two server processes. */
  one: string;
  two: string;
  close(): Promise<void>;
}

export async function twoServerProcesses(name: string): Promise<TwoProcesses> {
  const db = await buildTestApp();
  const children: ChildProcess[] = [];
  const env = { ...db.databaseEnv, REDIS_URL: testEngines().redisUrl ?? '', REDIS_PREFIX: prefix(name), RATE_LIMIT_FACTOR: '1000' };
  const started = await Promise.allSettled([startServerProcess(env), startServerProcess(env)]);
  for (const s of started) if (s.status === 'fulfilled') children.push(s.value.child);
  const close = async () => {
    for (const child of children) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
    await db.close();
  };
  const [first, second] = started;
  if (first.status === 'rejected' || second.status === 'rejected') {
    await close();
    throw first.status === 'rejected' ? first.reason : (second as PromiseRejectedResult).reason;
  }
  return { db, one: first.value.url, two: second.value.url, close };
}

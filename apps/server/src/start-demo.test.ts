import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig, configFromCommandLine } from './config.js';
import { startServerProcess } from './test/server-process.js';

let child: ChildProcess | undefined;
let dataDir: string | undefined;
afterEach(async () => {
  if (child && child.exitCode === null) {
    child.kill('SIGTERM');
    await once(child, 'exit');
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  child = dataDir = undefined;
});

/** A real server on a fresh SQLite DATA_DIR (never the suite's PostgreSQL or Redis), with SEED_DEMO unset. */
async function start(args: string[], env: Record<string, string> = {}) {
  dataDir = mkdtempSync(path.join(tmpdir(), 'skilllink-start-'));
  const server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', SEED_DEMO: '', ...env }, undefined, args);
  child = server.child;
  const db = new Database(path.join(dataDir, 'skilllink.db'), { readonly: true });
  const members = (db.prepare('select count(*) as n from user').get() as { n: number }).n;
  db.close();
  return { members, stderr: server.stderr };
}

describe('demo members', () => {
  it('are off unless the command line asks for the demo', () => {
    expect(loadConfig({}).seedDemo).toBe(false);
    expect(configFromCommandLine(['node', 'server.js'], {}).seedDemo).toBe(false);
    expect(configFromCommandLine(['node', 'server.js', '--demo'], {})).toMatchObject({ seedDemo: true, devMailbox: true });
    // An operator's explicit choice wins over the flag.
    expect(configFromCommandLine(['node', 'server.js', '--demo'], { SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('a plain start on a fresh data directory creates no member', async () => {
    const { members } = await start([]);
    expect(members).toBe(0);
  });

  it('the demo start seeds them, and on an https address it warns loudly that anyone can sign in as them', async () => {
    const { members, stderr } = await start(['--demo'], { PUBLIC_URL: 'https://skilllink.example' });
    expect(members).toBeGreaterThanOrEqual(12);
    expect(stderr()).toMatch(/WARNING: \d+ demo members with the public demo password exist on https:\/\/skilllink\.example/);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';

// Request loggers are made lazily (lazy-child-logger.ts): what is written must not change.
const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

async function appLogging(level: string) {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'skilllink-logs-'));
  dirs.push(dataDir);
  const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:3000', SEED_DEMO: 'false', LOG_LEVEL: level });
  const app = await buildApp(config, { logger: { level, stream } });
  app.get('/api/test-warns', { config: { public: true } }, async (request) => {
    request.log.warn({ detail: 42 }, 'something odd');
    request.log.debug('not at this level');
    return { ok: true };
  });
  app.get('/api/test-fails', { config: { public: true } }, async () => {
    throw new Error('database on fire');
  });
  await app.ready();
  return { app, lines };
}

describe('request logs', () => {
  it('at info, every request logs its start and end with its request id', async () => {
    const { app, lines } = await appLogging('info');
    await app.inject({ url: '/api/health', headers: { 'x-request-id': 'trace-info-0001' } });
    await app.close();
    const mine = lines.filter((l) => l.reqId === 'trace-info-0001');
    expect(mine.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
    expect(mine[1]).toMatchObject({ res: { statusCode: 200 } });
  });

  it('at warn, request lines are skipped but what a route logs carries its request id', async () => {
    const { app, lines } = await appLogging('warn');
    await app.inject({ url: '/api/health', headers: { 'x-request-id': 'trace-warn-0001' } });
    await app.inject({ url: '/api/test-warns', headers: { 'x-request-id': 'trace-warn-0002' } });
    await app.close();
    expect(lines.filter((l) => l.reqId === 'trace-warn-0001')).toEqual([]);
    const warned = lines.filter((l) => l.reqId === 'trace-warn-0002');
    expect(warned).toHaveLength(1);
    expect(warned[0]).toMatchObject({ msg: 'something odd', detail: 42, level: 40 });
  });

  it('at warn, the app logger and a failing route still write, with the request id', async () => {
    const { app, lines } = await appLogging('warn');
    app.log.warn({ part: 'startup' }, 'app-level line');
    const res = await app.inject({ url: '/api/test-fails', headers: { 'x-request-id': 'trace-warn-0003' } });
    await app.close();
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('database on fire');
    expect(lines.find((l) => l.msg === 'app-level line')).toMatchObject({ part: 'startup', level: 40 });
    const failed = lines.filter((l) => l.reqId === 'trace-warn-0003');
    expect(failed.length).toBeGreaterThan(0);
    expect(JSON.stringify(failed)).toContain('database on fire');
  });
});

import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childProcessEnv, testEngines } from '../../config.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { HttpMember, openSocket } from '../../test/realtime-client.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const { redisUrl } = testEngines();

async function freePort(): Promise<number> {
  const srv = createServer().listen(0, '127.0.0.1');
  await once(srv, 'listening');
  const { port } = srv.address() as { port: number };
  srv.close();
  return port;
}

/** A real server process (the sources through tsx) on the shared database and Redis. */
async function startProcess(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: childProcessEnv({ ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, SEED_DEMO: 'false', LOG_LEVEL: 'warn' }),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += String(d)));
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`);
    const ready = await fetch(`${url}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { child, url };
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGTERM');
  throw new Error(`server not ready: ${stderr}`);
}

// *.redis.test.ts run only with REDIS_URL (the PostgreSQL + Redis pass of .ci/run).
if (redisUrl) {
  describe('realtime across two server processes (Redis)', () => {
    let db: TestApp;
    const children: ChildProcess[] = [];
    let one: string;
    let two: string;

    beforeAll(async () => {
      // Creates and migrates the shared database (a fresh PostgreSQL schema, or a SQLite file).
      db = await buildTestApp();
      const env = { ...db.databaseEnv, REDIS_URL: redisUrl, REDIS_PREFIX: `test:two:${Date.now()}:`, RATE_LIMIT_FACTOR: '1000' };
      const first = await startProcess(env);
      const second = await startProcess(env);
      children.push(first.child, second.child);
      one = first.url;
      two = second.url;
    }, 60_000);

    afterAll(async () => {
      for (const child of children) {
        child.kill('SIGTERM');
        if (child.exitCode === null) await once(child, 'exit');
      }
      await db.close();
    });

    it('delivers a request sent through one process to a member connected to the other, with presence', async () => {
      const a = await new HttpMember(one).register('Abena');
      const b = await new HttpMember(two).register('Kweku');
      const onB = await openSocket(two.replace('http', 'ws'), b, { origin: two });
      try {
        await onB.next((e) => e.type === 'hello');
        expect((await a.call('POST', '/api/v1/connections/requests', { personId: b.id, message: 'Hi from one' })).status).toBe(201);
        const pushed = await onB.next((e) => e.type === 'notification.created');
        expect(pushed).toMatchObject({ notification: { type: 'connection_request', data: { memberId: a.id } } });

        // B accepts on process two; A, connected to process one, hears it and sees B online.
        const onA = await openSocket(one.replace('http', 'ws'), a, { origin: one });
        try {
          await onA.next((e) => e.type === 'hello');
          const received = await b.call<{ items: Array<{ id: string }> }>('GET', '/api/v1/connections/requests?direction=received');
          expect(received.status, JSON.stringify(received.json)).toBe(200);
          expect((await b.call('POST', `/api/v1/connections/requests/${received.json.items[0]!.id}/accept`)).status).toBe(200);
          expect(await onA.next((e) => e.type === 'notification.created')).toMatchObject({
            notification: { type: 'connection_accepted', data: { memberId: b.id } },
          });
          const network = await a.call<{ items: unknown[] }>('GET', '/api/v1/connections');
          expect(network.json.items[0]).toMatchObject({ id: b.id, isOnline: true });
        } finally {
          await onA.close();
        }
      } finally {
        await onB.close();
      }
    });
  });
}

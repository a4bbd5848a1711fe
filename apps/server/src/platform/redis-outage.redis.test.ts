import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerEvent } from '@skilllink/contracts/realtime';
import { testEngines } from '../config.js';
import { buildTestApp, type TestApp } from '../test/app.js';
import { TestClient } from '../test/client.js';
import { connectMembers, signedUp } from '../test/factories.js';
import { eventually } from '../test/eventually.js';
import { listening, openSocket, type TestSocket } from '../test/realtime-client.js';
import { freePort } from '../test/server-process.js';
import { twoInstances, type TwoInstances } from '../test/two-instances.js';

// Redis is an accelerator, not the source of truth (ADR 039). This starts a Redis of its
// own on a spare port (the pass with REDIS_URL has redis-server installed), kills it, and
// brings it back. *.redis.test.ts run only with REDIS_URL (.ci/run's PostgreSQL + Redis pass).

async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  let seen = '';
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${seen}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      seen += String(chunk);
      if (seen.includes('Ready to accept connections')) resolve();
    });
  });
  child.stdout!.resume();
  return child;
}

async function stop(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGKILL');
  await once(child, 'exit');
}

/** Waits until /api/ready reports Redis as `redis` (a state, not a guessed delay). */
async function readyUntil(t: TestApp, redis: 'ok' | 'unavailable') {
  const res = await eventually(
    () => t.app.inject({ url: '/api/ready' }),
    (r) => r.json().details.redis === redis,
  );
  expect(res.json().details.redis).toBe(redis);
}

const created = (content: string) => (e: ServerEvent) => e.type === 'message.created' && e.message.content === content;

if (testEngines().redisUrl) {
  describe('a Redis outage', () => {
    let port: number;
    let redis: ChildProcess | undefined;
    let pair: TwoInstances | undefined;
    let three: TestApp | undefined;
    let one: TestApp;
    let two: TestApp;
    const sockets: TestSocket[] = [];

    beforeAll(async () => {
      port = await freePort();
      redis = await startRedis(port);
      pair = await twoInstances('outage', { REDIS_URL: `redis://127.0.0.1:${port}`, RATE_LIMIT_FACTOR: '1000' });
      ({ one, two } = pair);
    }, 60_000);

    afterAll(async () => {
      for (const s of sockets) await s.close();
      await three?.close();
      await pair?.close();
      await stop(redis);
    });

    it('keeps writes answering and same-process realtime flowing, starts nodes, and recovers by itself', async () => {
      const alice = await signedUp(one.app);
      const bob = await signedUp(one.app);
      await connectMembers(one.app, alice.user.id, bob.user.id);
      const conversationId = (await alice.client.post('/api/v1/conversations', { personId: bob.user.id })).json().conversation.id;
      const say = (content: string) =>
        alice.client.post(`/api/v1/conversations/${conversationId}/messages`, {
          clientId: `outage-${content.replace(/\W/g, '')}`,
          content,
        });
      const [oneBase, twoBase] = [await listening(one.app), await listening(two.app)];
      const onOne = await openSocket(oneBase, bob.client);
      const onTwo = await openSocket(twoBase, bob.client);
      // Alice has a tab on process one only: process two knows she is online through Redis.
      const aliceTab = await openSocket(oneBase, alice.client);
      sockets.push(onOne, onTwo, aliceTab);
      await Promise.all([onOne, onTwo, aliceTab].map((s) => s.next((e) => e.type === 'hello')));
      expect(await two.app.realtime.presence.onlineAmong([alice.user.id])).toEqual(new Set([alice.user.id]));
      expect((await say('before')).statusCode).toBe(201);
      await Promise.all([onOne.next(created('before')), onTwo.next(created('before'))]);

      await stop(redis);
      await readyUntil(one, 'unavailable');
      // Writes answer at once, and this process's sockets hear them.
      const during = await say('during');
      expect(during.statusCode).toBe(201);
      await onOne.next(created('during'));
      const edited = await alice.client.patch(`/api/v1/messages/${during.json().message.id}`, { content: 'during, edited' });
      expect(edited.statusCode).toBe(200);
      await onOne.next((e) => e.type === 'message.updated' && e.message.content === 'during, edited');
      // Sign-in counts its attempts in this process instead of failing.
      const again = new TestClient(one.app);
      expect((await again.post('/api/v1/auth/login', { email: bob.body.email, password: bob.body.password })).statusCode).toBe(200);
      // A node starts without Redis, and says so.
      three = await buildTestApp(pair!.env);
      expect((await three.app.inject({ url: '/api/ready' })).json()).toEqual({
        status: 'ready',
        details: { database: 'ok', redis: 'unavailable' },
      });

      redis = await startRedis(port);
      const back = performance.now();
      await readyUntil(one, 'ok');
      await readyUntil(two, 'ok');
      // The other process's socket catches up with what it missed, then hears new messages live.
      await onTwo.next(created('during'), 10_000);
      // Recovery time, for docs/scaling.md (not a pass condition: the ceilings above are).
      console.info(`redis outage: caught up ${Math.round(performance.now() - back)} ms after Redis returned`);
      expect((await say('after')).statusCode).toBe(201);
      await onTwo.next(created('after'), 10_000);
      await readyUntil(three, 'ok');
      // The restarted Redis lost who is online; process one says it again at once, not at its
      // next 20 s heartbeat (before: presence was wrong for ~70 s).
      const seen = await eventually(
        () => two.app.realtime.presence.onlineAmong([alice.user.id]),
        (online) => online.has(alice.user.id),
      );
      expect(seen).toEqual(new Set([alice.user.id]));
    }, 120_000);
  });
}

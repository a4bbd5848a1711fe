import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { connectMembers } from '../../test/factories.js';
import { HttpMember } from '../../test/realtime-client.js';
import { freePort, startServerProcess } from '../../test/server-process.js';

interface Sent {
  clientId: string;
  status: number | 'failed';
}

describe('messages survive a killed server process', () => {
  let db: TestApp;
  let env: Record<string, string>;
  let child: ChildProcess | null = null;

  beforeAll(async () => {
    // Creates and migrates the database (a fresh PostgreSQL schema with TEST_DATABASE_URL, else a SQLite dir).
    db = await buildTestApp();
    // No REDIS_URL: one process, its own in-memory realtime; the send limit out of the way.
    env = { ...db.databaseEnv, REDIS_URL: '', RATE_LIMIT_FACTOR: '1000' };
  }, 30_000);

  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
    await db?.close();
  });

  it('keeps every acknowledged message exactly once, with gapless seqs, and retries store at most once', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    child = (await startServerProcess(env, port)).child;

    const a = await new HttpMember(url).register('Akua');
    const b = await new HttpMember(url).register('Kofi');
    await connectMembers(db.app, a.id, b.id);
    const started = await a.call<{ conversation: { id: string } }>('POST', '/api/v1/conversations', { personId: b.id });
    expect(started.status, JSON.stringify(started.json)).toBe(201);
    const conversationId = started.json.conversation.id;
    const sendPath = `/api/v1/conversations/${conversationId}/messages`;

    // Four senders (two per member) in loops until the server dies under them.
    const sent: Sent[] = [];
    let dead = false;
    const sender = async (who: HttpMember, name: string) => {
      for (let i = 0; !dead; i++) {
        const clientId = `crash-${name}-${i.toString().padStart(5, '0')}`;
        const status = await who.call('POST', sendPath, { clientId, content: `${name} #${i}` }).then(
          (r) => r.status,
          () => 'failed' as const,
        );
        sent.push({ clientId, status });
        if (status === 'failed') return;
      }
    };
    const senders = [sender(a, 'a1'), sender(a, 'a2'), sender(b, 'b1'), sender(b, 'b2')];
    await new Promise((r) => setTimeout(r, 300 + Math.random() * 200));
    const killed = child;
    killed.kill('SIGKILL');
    await once(killed, 'exit');
    dead = true;
    await Promise.all(senders);

    const acknowledged = sent.filter((s) => typeof s.status === 'number' && s.status >= 200 && s.status < 300).map((s) => s.clientId);
    const unanswered = sent.filter((s) => s.status === 'failed').map((s) => s.clientId);
    // Anything else (4xx/5xx) before the kill would be a bug of its own.
    expect(sent.filter((s) => typeof s.status === 'number' && s.status !== 201)).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(0);

    child = (await startServerProcess(env, port)).child;

    const history = async () => {
      const items: Array<{ clientId: string; seq: number }> = [];
      let cursor: string | null = null;
      do {
        const page: { status: number; json: { items: Array<{ clientId: string; seq: number }>; nextCursor: string | null } } = await a.call(
          'GET',
          `${sendPath}?limit=100${cursor ? `&before=${encodeURIComponent(cursor)}` : ''}`,
        );
        expect(page.status, JSON.stringify(page.json)).toBe(200);
        items.push(...page.json.items);
        cursor = page.json.nextCursor;
      } while (cursor);
      return items.sort((x, y) => x.seq - y.seq);
    };
    const checkIntegrity = (items: Array<{ clientId: string; seq: number }>) => {
      expect(items.map((m) => m.seq)).toEqual(items.map((_, i) => i + 1));
      expect(new Set(items.map((m) => m.clientId)).size).toBe(items.length);
    };

    const after = await history();
    checkIntegrity(after);
    const stored = after.map((m) => m.clientId);
    for (const clientId of acknowledged)
      expect(
        stored.filter((c) => c === clientId),
        clientId,
      ).toHaveLength(1);

    // The unanswered sends, retried with the same clientIds: 201 when the crash lost them, 200 when it had stored them.
    for (const clientId of unanswered) {
      const owner = clientId.startsWith('crash-a') ? a : b;
      const retry = await owner.call('POST', sendPath, { clientId, content: 'retried' });
      expect([200, 201], `${clientId}: ${retry.status}`).toContain(retry.status);
      expect(retry.status === 200, clientId).toBe(stored.includes(clientId));
    }
    const final = await history();
    checkIntegrity(final);
    const finalIds = final.map((m) => m.clientId);
    for (const clientId of [...acknowledged, ...unanswered])
      expect(
        finalIds.filter((c) => c === clientId),
        clientId,
      ).toHaveLength(1);
    expect(final).toHaveLength(new Set([...stored, ...unanswered]).size);
  }, 45_000);
});

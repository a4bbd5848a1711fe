import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, stubApi } from '../test/fetch-stub';
import { reportReachable } from './connectivity';
import { LAST_MEMBER_KEY, clearOfflineData } from './offline-data';
import {
  flushWrites,
  onWriteSettled,
  registerWriteKind,
  resetWriteQueues,
  WriteQueue,
  writeQueueFor,
  type WriteOutcome,
} from './write-queue';

const put = (path: string, body: unknown) => ({ method: 'PUT' as const, path, body });
const signIn = (id: string) => window.localStorage.setItem(LAST_MEMBER_KEY, JSON.stringify({ id }));

describe('the offline write queue', () => {
  const settled: WriteOutcome[] = [];
  let stop = () => {};
  beforeEach(() => {
    resetWriteQueues();
    settled.length = 0;
    stop = onWriteSettled((o) => settled.push(o));
  });
  afterEach(() => {
    stop();
    reportReachable(true);
  });

  it('keeps writes in localStorage per member, and reads them back in a new instance (a reload)', () => {
    const entry = new WriteQueue('member-a').add('test.put', put('/api/v1/x', { v: 1 }));
    expect(entry.id).toMatch(/^[\w-]{8,64}$/);
    expect(new WriteQueue('member-a').entries()).toMatchObject([
      { id: entry.id, kind: 'test.put', attempts: 0, payload: { path: '/api/v1/x' } },
    ]);
    expect(new WriteQueue('member-b').entries()).toEqual([]);
  });

  it('sends in order, one at a time, each once, and empties itself', async () => {
    let inFlight = 0;
    const api = stubApi({
      'PUT /api/v1/x': async () => {
        inFlight += 1;
        expect(inFlight).toBe(1);
        await Promise.resolve();
        inFlight -= 1;
        return json(204);
      },
    });
    const queue = writeQueueFor('member-a');
    queue.add('test.put', put('/api/v1/x', { v: 1 }));
    queue.add('test.put', put('/api/v1/x', { v: 2 }));
    queue.add('test.put', put('/api/v1/x', { v: 3 }));
    await Promise.all([queue.flush(), queue.flush()]);
    expect(api.calls.map((c) => c.body)).toEqual([{ v: 1 }, { v: 2 }, { v: 3 }]);
    expect(queue.entries()).toEqual([]);
    await queue.flush();
    expect(api.calls).toHaveLength(3);
    expect(settled.map((o) => o.ok)).toEqual([true, true, true]);
  });

  it('keeps everything after a network error, in order, and counts the try', async () => {
    const api = stubApi({ 'PUT /api/v1/x': () => Promise.reject(new TypeError('Failed to fetch')) });
    const queue = writeQueueFor('member-a');
    queue.add('test.put', put('/api/v1/x', { v: 1 }));
    queue.add('test.put', put('/api/v1/x', { v: 2 }));
    await queue.flush();
    expect(api.calls).toHaveLength(1);
    expect(new WriteQueue('member-a').entries()).toMatchObject([{ attempts: 1, payload: { body: { v: 1 } } }, { attempts: 0 }]);
    expect(settled).toEqual([]);
  });

  it('keeps a write the server could not take now (5xx, 429) or that a signed-out session sent (401)', async () => {
    for (const answer of [
      apiError(503, 'unavailable', 'Down'),
      apiError(429, 'rate_limited', 'Slow down'),
      apiError(401, 'unauthorized', 'No'),
    ]) {
      stubApi({ 'PUT /api/v1/x': () => answer });
      const queue = writeQueueFor('member-a');
      if (queue.entries().length === 0) queue.add('test.put', put('/api/v1/x', {}));
      await queue.flush();
      expect(queue.entries()).toHaveLength(1);
    }
  });

  it('drops a write the server refused for good, says so, and goes on with the next', async () => {
    const seen: WriteOutcome[] = [];
    registerWriteKind('test.refused', { settled: (o) => seen.push(o) });
    const api = stubApi({
      'PUT /api/v1/late': () => apiError(409, 'deadline_passed', 'Time is up'),
      'PUT /api/v1/x': () => json(200, { ok: true }),
    });
    const queue = writeQueueFor('member-a');
    queue.add('test.refused', put('/api/v1/late', {}));
    queue.add('test.put', put('/api/v1/x', {}));
    await queue.flush();
    expect(api.calls.map((c) => c.path)).toEqual(['/api/v1/late', '/api/v1/x']);
    expect(queue.entries()).toEqual([]);
    expect(seen).toMatchObject([{ ok: false, error: { status: 409, message: 'Time is up' } }]);
    expect(settled).toMatchObject([{ ok: false }, { ok: true, data: { ok: true } }]);
  });

  it('takes an answer a kind calls "already done" (a delete of something gone) as sent', async () => {
    registerWriteKind('test.delete', { done: (error) => error.status === 404 });
    stubApi({ 'DELETE /api/v1/gone': () => apiError(404, 'not_found', 'Gone') });
    const queue = writeQueueFor('member-a');
    queue.add('test.delete', { method: 'DELETE', path: '/api/v1/gone' });
    await queue.flush();
    expect(queue.entries()).toEqual([]);
    expect(settled).toMatchObject([{ ok: true }]);
  });

  it('replaces a waiting write the new one makes pointless (the latest state is what is sent)', () => {
    const queue = writeQueueFor('member-a');
    queue.add('test.put', put('/api/v1/a', { v: 1 }));
    queue.add('test.put', put('/api/v1/b', { v: 1 }));
    queue.add('test.put', put('/api/v1/a', { v: 2 }), { replaces: (e) => e.payload.path === '/api/v1/a' });
    expect(queue.entries().map((e) => [e.payload.path, e.payload.body])).toEqual([
      ['/api/v1/b', { v: 1 }],
      ['/api/v1/a', { v: 2 }],
    ]);
  });

  it('flushes the signed-in member’s queue only, when the server answers again', async () => {
    const api = stubApi({ 'PUT /api/v1/x': () => json(204) });
    writeQueueFor('member-a').add('test.put', put('/api/v1/x', { who: 'a' }));
    writeQueueFor('member-b').add('test.put', put('/api/v1/x', { who: 'b' }));
    signIn('member-b');
    reportReachable(false);
    await flushWrites();
    expect(api.calls).toEqual([]);
    reportReachable(true);
    await vi.waitFor(() => expect(writeQueueFor('member-b').entries()).toEqual([]));
    expect(api.calls.map((c) => c.body)).toEqual([{ who: 'b' }]);
    expect(writeQueueFor('member-a').entries()).toHaveLength(1);
  });

  it('is emptied by signing out', async () => {
    writeQueueFor('member-a').add('test.put', put('/api/v1/x', {}));
    window.localStorage.setItem('sl-other', 'kept');
    await clearOfflineData();
    expect(writeQueueFor('member-a').entries()).toEqual([]);
    expect(window.localStorage.getItem('sl-other')).toBe('kept');
  });
});

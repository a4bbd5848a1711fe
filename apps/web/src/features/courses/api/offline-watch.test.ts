import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { reportReachable } from '../../../lib/connectivity';
import { LAST_MEMBER_KEY } from '../../../lib/offline-data';
import { flushWrites, resetWriteQueues, WriteQueue } from '../../../lib/write-queue';
import { json, stubApi } from '../../../test/fetch-stub';
import { recordOffline, segmentsOf, type OfflineRecording } from './offline-watch';

const PATH = '/api/v1/courses/c1/lessons/l1/offline-watch';
const progress = { watchedSeconds: 8, completed: true, completion: null };

describe('watching recorded offline (ADR 073)', () => {
  beforeEach(() => {
    resetWriteQueues();
    window.localStorage.setItem(LAST_MEMBER_KEY, JSON.stringify({ id: 'member-a' }));
  });
  afterEach(() => reportReachable(true));

  it('turns the played ranges into segments within the lesson, in order, at most 200', () => {
    expect(
      segmentsOf(
        [
          [4, 9.3],
          [0, 2.004],
          [3, 3],
        ],
        8,
      ),
    ).toEqual([
      { from: 0, to: 2 },
      { from: 4, to: 8 },
    ]);
    const many = Array.from({ length: 250 }, (_, i): [number, number] => [i, i + 0.5]);
    expect(segmentsOf(many, 1000)).toHaveLength(200);
  });

  it('keeps one report per recording, updated as playing goes on, kept across instances (a reload)', () => {
    const recording: OfflineRecording = { courseId: 'c1', lessonId: 'l1', startedAt: Date.parse('2026-12-19T09:00:00Z'), clientId: null };
    recordOffline(recording, [{ from: 0, to: 3 }]);
    recordOffline(recording, [{ from: 0, to: 6 }]);
    const entries = new WriteQueue('member-a').entries();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      id: recording.clientId,
      kind: 'lesson.offlineWatch',
      payload: {
        method: 'POST',
        path: PATH,
        body: { clientId: recording.clientId, segments: [{ from: 0, to: 6 }], startedAt: '2026-12-19T09:00:00.000Z' },
      },
    });
    expect(recording.clientId).toMatch(/^[\w-]{8,64}$/);
    // Another member on the device has nothing waiting.
    expect(new WriteQueue('member-b').entries()).toEqual([]);
  });

  it('is sent once: kept after a network error, removed after the 2xx, and a later recording is a new report', async () => {
    let fail = true;
    const api = stubApi({ [`POST ${PATH}`]: () => (fail ? Promise.reject(new TypeError('Failed to fetch')) : json(200, progress)) });
    const recording: OfflineRecording = { courseId: 'c1', lessonId: 'l1', startedAt: Date.now(), clientId: null };
    recordOffline(recording, [{ from: 0, to: 8 }]);
    await flushWrites();
    expect(new WriteQueue('member-a').entries()).toHaveLength(1);
    fail = false;
    reportReachable(true);
    await flushWrites();
    await flushWrites();
    const sent = api.callsTo(`POST ${PATH}`);
    expect(sent).toHaveLength(2);
    // The retry carried the same client id: the server counts it once.
    expect(sent.map((c) => (c.body as { clientId: string }).clientId)).toEqual([recording.clientId, recording.clientId]);
    expect(new WriteQueue('member-a').entries()).toEqual([]);
    const first = recording.clientId;
    recordOffline(recording, [{ from: 0, to: 8 }]);
    expect(recording.clientId).not.toBe(first);
    expect(new WriteQueue('member-a').entries()).toHaveLength(1);
  });
});

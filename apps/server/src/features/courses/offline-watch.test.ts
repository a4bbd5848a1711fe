import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFLINE_SEGMENTS_MAX } from '@skilllink/contracts/offline-watch';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { testClock } from '../../test/clock.js';
import { signedUp } from '../../test/factories.js';
import { enrolledMember, seededCourse, type SeededCourse } from './test-helpers.js';

let t: TestApp;
const clock = testClock();
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_FACTOR: '1000' }, { now: clock.now });
});
afterAll(async () => t.close());

const iso = (ms: number) => new Date(ms).toISOString();
let ids = 0;
const clientId = () => `offline-${Date.now().toString(36)}-${++ids}`;

/** A member enrolled in the course who opened the first video online (the server's anchor), then went offline. */
async function openedOnline(course: SeededCourse) {
  const member = await enrolledMember(t.app, course, { rememberMe: true });
  const video = course.lessons.find((l) => l.type === 'video')!;
  const url = `${course.url}/lessons/${video.id}`;
  expect((await member.client.post(`${url}/heartbeat`, { positionSeconds: 0 })).statusCode).toBe(200);
  const report = (body: object) => member.client.post(`${url}/offline-watch`, body);
  return { ...member, video, url, report, openedAt: clock.ms };
}

const records = (userId: string) =>
  t.app.database.db.selectFrom('offlineWatch').select(['clientId', 'lessonId']).where('userId', '=', userId).execute();

describe('POST …/lessons/:lessonId/offline-watch', () => {
  it('credits a video watched offline from the start and completes it once, however often it is sent', async () => {
    const course = await seededCourse(t.app, 'responsive-web-design');
    const { user, video, url, report, openedAt, client } = await openedOnline(course);
    clock.advance(video.durationSeconds * 1000);
    const body = {
      clientId: clientId(),
      segments: [{ from: 0, to: video.durationSeconds }],
      startedAt: iso(openedAt),
      endedAt: iso(clock.ms),
    };
    const first = await report(body);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ watchedSeconds: video.durationSeconds, completed: true, completion: { courseCompleted: false } });
    // The same report again (the answer was lost on the way back): 200, nothing added, no second completion.
    clock.advance(60_000);
    const again = await report(body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ watchedSeconds: video.durationSeconds, completed: true, completion: null });
    // Another report of the same lesson: recorded, but the lesson completed once.
    const other = await report({ ...body, clientId: clientId(), endedAt: iso(clock.ms) });
    expect(other.json()).toMatchObject({ completed: true, completion: null });
    expect(await records(user.id)).toHaveLength(2);
    const detail = (await client.get(course.url)).json();
    expect(detail.lessons.find((l: { id: string }) => l.id === video.id)).toMatchObject({ completed: true });
    expect(detail.enrollment.progress).toBe(Math.round(100 / course.lessons.length));
    void url;
  });

  it('credits only what continues from the verified part, and only what real time allows', async () => {
    const course = await seededCourse(t.app, 'javascript-fundamentals');
    const { video, report, openedAt } = await openedOnline(course);
    // A lie: "I watched all of it, over an hour" 1.5 s after the lesson was last seen online.
    expect(video.durationSeconds).toBe(8);
    clock.advance(1_500);
    const all = [{ from: 0, to: 8 }];
    const lie = await report({ clientId: clientId(), segments: all, startedAt: iso(openedAt - 3_600_000), endedAt: iso(clock.ms) });
    expect(lie.json()).toMatchObject({ watchedSeconds: 3, completed: false });
    // The time is spent: another report at once adds nothing, whatever it claims.
    const more = await report({ clientId: clientId(), segments: all, startedAt: iso(openedAt), endedAt: iso(clock.ms) });
    expect(more.json().watchedSeconds).toBe(3);
    // A segment that does not continue from the verified point adds nothing.
    clock.advance(600_000);
    const skipped = await report({
      clientId: clientId(),
      segments: [{ from: 5, to: 8 }],
      startedAt: iso(clock.ms - 600_000),
      endedAt: iso(clock.ms),
    });
    expect(skipped.json()).toMatchObject({ watchedSeconds: 3 });
    // The device's own span bounds it too: 1 s of device time at 2× from the verified point,
    // the segments joined in any order.
    clock.advance(600_000);
    const segments = [
      { from: 2, to: 4 },
      { from: 0, to: 3 },
      { from: 3.5, to: 8 },
    ];
    const short = await report({ clientId: clientId(), segments, startedAt: iso(clock.ms - 1_000), endedAt: iso(clock.ms) });
    expect(short.json()).toMatchObject({ watchedSeconds: 5, completed: false });
  });

  it('refuses bad reports: past the end, too many segments, a future end, backwards segments, bad ids', async () => {
    const course = await seededCourse(t.app, 'python-data-analysis');
    const { user, video, report, openedAt } = await openedOnline(course);
    clock.advance(10_000);
    const base = { clientId: clientId(), segments: [{ from: 0, to: 5 }], startedAt: iso(openedAt), endedAt: iso(clock.ms) };
    const cases: [object, string][] = [
      [{ segments: [{ from: 0, to: video.durationSeconds + 1 }] }, 'A segment goes past the end of the video'],
      [
        { segments: Array.from({ length: OFFLINE_SEGMENTS_MAX + 1 }, (_, i) => ({ from: i / 1000, to: 1 })) },
        `At most ${OFFLINE_SEGMENTS_MAX} segments`,
      ],
      [{ endedAt: iso(clock.ms + 3 * 60_000) }, 'Cannot end in the future'],
      [{ segments: [{ from: 4, to: 2 }] }, 'A segment must end after it starts'],
      [{ segments: [] }, 'No segment watched'],
      [{ clientId: 'x' }, 'Invalid client id'],
      [{ startedAt: iso(clock.ms + 1000), endedAt: iso(clock.ms) }, 'endedAt must not be before startedAt'],
    ];
    for (const [change, message] of cases) {
      const res = await report({ ...base, ...change });
      expect(res.statusCode, message).toBe(400);
      expect(res.json().error.message).toContain(message);
    }
    // A clock a minute ahead is tolerated.
    expect((await report({ ...base, endedAt: iso(clock.ms + 60_000) })).statusCode).toBe(200);
    expect(await records(user.id)).toHaveLength(1);
  });

  it('is for enrolled members of the lesson’s course only, and the signed in', async () => {
    const course = await seededCourse(t.app, 'responsive-web-design');
    const other = await seededCourse(t.app, 'nodejs-rest-apis');
    const { client, url, video } = await openedOnline(course);
    const body = { clientId: clientId(), segments: [{ from: 0, to: 1 }], startedAt: iso(clock.ms - 1000), endedAt: iso(clock.ms) };
    const stranger = await signedUp(t.app);
    const refused = await stranger.client.post(`${url}/offline-watch`, body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('not_enrolled');
    const foreign = await client.post(`${course.url}/lessons/${other.lessons[0]!.id}/offline-watch`, body);
    expect(foreign.statusCode).toBe(404);
    const quiz = course.lessons.find((l) => l.type === 'quiz')!;
    expect((await client.post(`${course.url}/lessons/${quiz.id}/offline-watch`, body)).json().error.code).toBe('quiz_lesson');
    expect((await new TestClient(t.app).post(`${url}/offline-watch`, body)).statusCode).toBe(401);
    expect(await records(stranger.user.id)).toHaveLength(0);
    void video;
  });
});

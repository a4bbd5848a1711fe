import { statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { signedUp } from '../../test/factories.js';
import { MEDIA_DIR } from '../../platform/media.js';
import { videoRenditions } from './lesson-media.js';
import { enrolledMember, seededCourse } from './test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_FACTOR: '1000' });
});
afterAll(async () => t.close());

const size = (file: string) => statSync(path.join(MEDIA_DIR, 'courses', file)).size;
type LessonJson = { type: string; videoUrl: string | null; videoBytes: number | null; renditions: unknown[]; [k: string]: unknown };

describe('lesson video renditions (ADR 074)', () => {
  it('gives an enrolled member both renditions, lowest first, with their real sizes; the standard one is videoUrl', async () => {
    const course = await seededCourse(t.app, 'responsive-web-design');
    const { client } = await enrolledMember(t.app, course);
    const lessons: LessonJson[] = (await client.get(course.url)).json().lessons;
    const video = lessons.find((l) => l.type === 'video')!;
    const n = /sample-(\d)/.exec(video.videoUrl!)![1];
    expect(video).toMatchObject({
      renditions: [
        { height: 240, url: `/media/courses/sample-${n}-240p.webm`, bytes: size(`sample-${n}-240p.webm`) },
        { height: 480, url: `/media/courses/sample-${n}-480p.webm`, bytes: size(`sample-${n}-480p.webm`) },
      ],
      videoUrl: `/media/courses/sample-${n}-480p.webm`,
      videoBytes: size(`sample-${n}-480p.webm`),
      captionsBytes: size(`sample-${n}.vtt`),
      posterBytes: size(`sample-${n}.webp`),
    });
    // The low rendition is really lighter: that is what data saver plays.
    expect(size(`sample-${n}-240p.webm`)).toBeLessThan(size(`sample-${n}-480p.webm`) * 0.75);
    const quiz = lessons.find((l) => l.type === 'quiz')!;
    expect(quiz).toMatchObject({ renditions: [], captionsBytes: null, posterBytes: null, videoUrl: null });
    // Every rendition it names is served.
    for (const r of video.renditions as { url: string }[]) expect((await t.app.inject({ url: r.url })).statusCode).toBe(200);
  });

  it('gives no rendition URL to a member who is not enrolled, only the size', async () => {
    const course = await seededCourse(t.app, 'responsive-web-design');
    const { client } = await signedUp(t.app);
    const video: LessonJson = (await client.get(course.url)).json().lessons.find((l: LessonJson) => l.type === 'video');
    expect(video).toMatchObject({ renditions: [], videoUrl: null, captionsBytes: null, posterBytes: null });
    expect(video.videoBytes).toBeGreaterThan(10_000);
  });

  it('answers 401 to a visitor who is not signed in', async () => {
    const course = await seededCourse(t.app, 'responsive-web-design');
    expect((await new TestClient(t.app).get(course.url)).statusCode).toBe(401);
  });

  it('finds the renditions of a lesson seeded before them (videoFile sample-N.webm), and none for an unknown file', () => {
    expect(videoRenditions('sample-3.webm').map((r) => r.url)).toEqual([
      '/media/courses/sample-3-240p.webm',
      '/media/courses/sample-3-480p.webm',
    ]);
    expect(videoRenditions('../../etc/passwd')).toEqual([]);
    expect(videoRenditions('nope.webm')).toEqual([]);
  });
});

import type { FastifyInstance } from 'fastify';
import { newId } from '../platform/ids.js';

/**
 * Test-only helpers: courses and certificates written straight into the database (the courses
 * area issues certificates for real; the certificates and credentials tests only need the rows).
 */
let counter = 0;

export async function insertCourse(
  app: FastifyInstance,
  opts: { title?: string; instructor?: string; level?: string; lessonSeconds?: number[] } = {},
) {
  counter += 1;
  const id = newId();
  const db = app.database.db;
  await db
    .insertInto('course')
    .values({
      id,
      slug: `cert-test-${id}`,
      title: opts.title ?? `Course ${counter}`,
      description: 'A course for certificate tests',
      instructor: opts.instructor ?? 'Dr. Ama Mensah',
      category: 'Technology',
      level: opts.level ?? 'Beginner',
      thumbnail: '',
      enrolledCount: 0,
      reviewCount: 0,
      ratingTotal: 0,
      createdAt: new Date().toISOString(),
    })
    .execute();
  const lessons = opts.lessonSeconds ?? [600, 900];
  for (const [position, seconds] of lessons.entries()) {
    await db
      .insertInto('lesson')
      .values({
        id: newId(),
        courseId: id,
        position,
        title: `Lesson ${position + 1}`,
        type: 'video',
        durationSeconds: seconds,
        videoFile: null,
        videoBytes: null,
        captionsFile: null,
        posterFile: null,
        passingScore: null,
        timeLimitSeconds: null,
      })
      .execute();
  }
  return { id };
}

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export function randomCode(): string {
  const group = () => Array.from({ length: 4 }, () => ALPHABET[Math.floor(Math.random() * ALPHABET.length)]).join('');
  return `SL-${group()}-${group()}-${group()}`;
}

export async function insertCertificate(
  app: FastifyInstance,
  opts: { userId: string; courseId: string; issuedAt?: string; code?: string; grade?: string; evidence?: string },
) {
  const row = {
    id: newId(),
    code: opts.code ?? randomCode(),
    userId: opts.userId,
    courseId: opts.courseId,
    grade: opts.grade ?? 'Passed',
    issuedAt: opts.issuedAt ?? new Date().toISOString(),
    pdfKey: null,
    evidence: opts.evidence ?? null,
  };
  await app.database.db.insertInto('certificate').values(row).execute();
  return row;
}

/** A skill badge as a passed assessment leaves it (features/skills issues them for real). */
export async function insertSkillBadge(
  app: FastifyInstance,
  opts: { userId: string; slug?: string; name?: string; score?: number; issuedAt?: string },
) {
  const db = app.database.db;
  const issuedAt = opts.issuedAt ?? new Date().toISOString();
  const attemptId = newId();
  const slug = opts.slug ?? 'sql';
  const draw = JSON.stringify(Array.from({ length: 15 }, (_, i) => ({ q: `${slug}-${i + 1}`, o: [0, 1, 2, 3] })));
  await db
    .insertInto('skillAssessmentAttempt')
    .values({
      id: attemptId,
      userId: opts.userId,
      skillSlug: slug,
      startedAt: issuedAt,
      deadlineAt: issuedAt,
      submittedAt: issuedAt,
      draw,
      answers: '[]',
      score: opts.score ?? 80,
      passed: true,
    })
    .execute();
  const badge = {
    id: newId(),
    userId: opts.userId,
    skillSlug: slug,
    nameKey: (opts.name ?? 'SQL').toLowerCase(),
    skillName: opts.name ?? 'SQL',
    attemptId,
    score: opts.score ?? 80,
    issuedAt,
  };
  await db
    .insertInto('skillBadge')
    .values({ ...badge, revokedAt: null, revokedReason: null })
    .execute();
  return badge;
}

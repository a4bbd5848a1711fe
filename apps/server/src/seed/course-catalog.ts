import { statSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_PASSING_SCORE } from '@skilllink/contracts/courses';
import type { DB } from '../db/database.js';
import { newId } from '../platform/ids.js';
import { courseMediaUrl, MEDIA_DIR } from '../platform/media.js';
import { COURSE_CATALOG } from './course-catalog-data.js';
import { SAMPLE_SECONDS, type CatalogCourse, type CatalogQuestion } from './course-catalog-types.js';

const DAY_MS = 86_400_000;
const categorySlug = (category: string) => category.toLowerCase().replace(/\s+/g, '-');

/** Size of a shipped media file, read at seed time so the app shows each video's real size. */
const mediaBytes = (file: string) => statSync(path.join(MEDIA_DIR, 'courses', file)).size;

/**
 * The course catalogue (reference data, every installation, every start): inserts each course
 * whose slug is not there yet, with its lessons and quiz questions, in one transaction per
 * course. The unique slug plus ON CONFLICT DO NOTHING makes two processes starting at once
 * harmless: the second finds the course inserted and adds nothing. A course already there gets
 * the catalogue's quiz questions it lacks (see addMissingQuestions). Returns how many courses
 * it added.
 */
export async function seedCourseCatalog(db: DB, now = new Date()): Promise<number> {
  const present = new Map((await db.selectFrom('course').select(['id', 'slug']).execute()).map((r) => [r.slug, r.id]));
  let added = 0;
  for (const course of COURSE_CATALOG) {
    const courseId = present.get(course.slug);
    if (courseId) await addMissingQuestions(db, courseId, course);
    else if (await insertCourse(db, course, now)) added += 1;
  }
  return added;
}

/**
 * Databases seeded before the quiz banks grew (demo installs) keep their courses, so the
 * questions the catalogue has added since are inserted here, in one transaction per course.
 * A quiz lesson is matched by its position and type; a catalogue question counts as present
 * when its lesson has the same text, or any question at its position (an older wording is not
 * doubled). Missing ones go in at their catalogue position, so a second run adds nothing, and
 * ON CONFLICT on the unique (lesson, position) makes two processes starting at once harmless.
 */
async function addMissingQuestions(db: DB, courseId: string, course: CatalogCourse): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const lessons = await trx
      .selectFrom('lesson')
      .select(['id', 'position'])
      .where('courseId', '=', courseId)
      .where('type', '=', 'quiz')
      .execute();
    if (lessons.length === 0) return;
    const stored = await trx
      .selectFrom('quizQuestion')
      .select(['lessonId', 'position', 'question'])
      .where(
        'lessonId',
        'in',
        lessons.map((l) => l.id),
      )
      .execute();
    const missing = course.lessons.flatMap((lesson, i) => {
      const lessonId = lessons.find((l) => l.position === i + 1)?.id;
      if (!('quiz' in lesson) || !lessonId) return [];
      const own = stored.filter((q) => q.lessonId === lessonId);
      return questionRows(lessonId, lesson.quiz.questions).filter(
        (row) => !own.some((q) => q.position === row.position || q.question === row.question),
      );
    });
    if (missing.length === 0) return;
    await trx
      .insertInto('quizQuestion')
      .values(missing)
      .onConflict((oc) => oc.doNothing())
      .execute();
  });
}

/** A quiz's questions as rows, numbered from 1 in catalogue order. */
const questionRows = (lessonId: string, questions: readonly CatalogQuestion[]) =>
  questions.map(([question, options, correct], q) => ({
    id: newId(),
    lessonId,
    position: q + 1,
    question,
    options: JSON.stringify(options),
    correctIndex: correct,
  }));

async function insertCourse(db: DB, course: CatalogCourse, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const courseId = newId();
    const inserted = await trx
      .insertInto('course')
      .values({
        id: courseId,
        slug: course.slug,
        title: course.title,
        description: course.description,
        instructor: course.instructor,
        category: course.category,
        level: course.level,
        thumbnail: courseMediaUrl(`thumb-${categorySlug(course.category)}.webp`),
        createdAt: new Date(now.getTime() - course.addedDaysAgo * DAY_MS).toISOString(),
      })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    for (const [i, lesson] of course.lessons.entries()) {
      const lessonId = newId();
      const base = { id: lessonId, courseId, position: i + 1, title: lesson.title };
      if ('video' in lesson) {
        const n = lesson.video;
        await trx
          .insertInto('lesson')
          .values({
            ...base,
            type: 'video',
            durationSeconds: SAMPLE_SECONDS[n]!,
            // The standard rendition; the presenter finds the others beside it (ADR 074).
            videoFile: `sample-${n}-480p.webm`,
            videoBytes: mediaBytes(`sample-${n}-480p.webm`),
            captionsFile: `sample-${n}.vtt`,
            posterFile: `sample-${n}.webp`,
            passingScore: null,
            timeLimitSeconds: null,
          })
          .execute();
        continue;
      }
      const { quiz } = lesson;
      await trx
        .insertInto('lesson')
        .values({
          ...base,
          type: 'quiz',
          durationSeconds: quiz.durationSeconds,
          videoFile: null,
          videoBytes: null,
          captionsFile: null,
          posterFile: null,
          passingScore: quiz.passingScore ?? DEFAULT_PASSING_SCORE,
          timeLimitSeconds: quiz.timeLimitSeconds ?? null,
        })
        .execute();
      await trx.insertInto('quizQuestion').values(questionRows(lessonId, quiz.questions)).execute();
    }
    return true;
  });
}

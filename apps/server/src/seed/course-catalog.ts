import { statSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_PASSING_SCORE } from '@skilllink/contracts/courses';
import type { DB } from '../db/database.js';
import { newId } from '../platform/ids.js';
import { courseMediaUrl, MEDIA_DIR } from '../platform/media.js';
import { COURSE_CATALOG } from './course-catalog-data.js';
import { SAMPLE_SECONDS, type CatalogCourse } from './course-catalog-types.js';

const DAY_MS = 86_400_000;
const categorySlug = (category: string) => category.toLowerCase().replace(/\s+/g, '-');

/** Size of a shipped media file, read at seed time so the app shows each video's real size. */
const mediaBytes = (file: string) => statSync(path.join(MEDIA_DIR, 'courses', file)).size;

/**
 * The course catalogue (reference data, every installation, every start): inserts each course
 * whose slug is not there yet, with its lessons and quiz questions, in one transaction per
 * course. The unique slug plus ON CONFLICT DO NOTHING makes two processes starting at once
 * harmless: the second finds the course inserted and adds nothing. Returns how many it added.
 */
export async function seedCourseCatalog(db: DB, now = new Date()): Promise<number> {
  const present = new Set((await db.selectFrom('course').select('slug').execute()).map((r) => r.slug));
  let added = 0;
  for (const course of COURSE_CATALOG) {
    if (present.has(course.slug)) continue;
    if (await insertCourse(db, course, now)) added += 1;
  }
  return added;
}

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
            videoFile: `sample-${n}.webm`,
            videoBytes: mediaBytes(`sample-${n}.webm`),
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
      await trx
        .insertInto('quizQuestion')
        .values(
          quiz.questions.map(([question, options, correct], q) => ({
            id: newId(),
            lessonId,
            position: q + 1,
            question,
            options: JSON.stringify(options),
            correctIndex: correct,
          })),
        )
        .execute();
    }
    return true;
  });
}

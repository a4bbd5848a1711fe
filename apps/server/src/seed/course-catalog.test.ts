import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app.js';
import { seedCourseCatalog } from './course-catalog.js';
import { COURSE_CATALOG } from './course-catalog-data.js';
import type { CatalogQuiz } from './course-catalog-types.js';

/** Each quiz of the catalogue with the course it belongs to. */
const QUIZZES = COURSE_CATALOG.flatMap((course) =>
  course.lessons.flatMap((lesson, i) => ('quiz' in lesson ? [{ slug: course.slug, position: i + 1, quiz: lesson.quiz }] : [])),
);

describe('catalogue quiz banks', () => {
  // An attempt draws about five questions: the bank must be clearly larger, so a retake differs.
  it('gives every quiz at least 10 distinct questions, each with 4 distinct options and one valid correct index', () => {
    expect(QUIZZES.length).toBeGreaterThanOrEqual(COURSE_CATALOG.length);
    for (const { slug, quiz } of QUIZZES) {
      expect(quiz.questions.length, slug).toBeGreaterThanOrEqual(10);
      expect(new Set(quiz.questions.map(([question]) => question)).size, slug).toBe(quiz.questions.length);
      for (const [question, options, correct] of quiz.questions) {
        expect(question.trim(), slug).not.toBe('');
        expect(options, question).toHaveLength(4);
        expect(new Set(options).size, question).toBe(4);
        expect(Number.isInteger(correct) && correct >= 0 && correct < options.length, question).toBe(true);
      }
      // The right answer is not always in the same place.
      expect(new Set(quiz.questions.map(([, , correct]) => correct)).size, slug).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('seedCourseCatalog on a database seeded with older, smaller banks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  const bankOf = (slug: string) => QUIZZES.find((q) => q.slug === slug)!;
  const storedQuestions = async (slug: string) => {
    const db = t.app.database.db;
    const { position } = bankOf(slug);
    return db
      .selectFrom('quizQuestion')
      .innerJoin('lesson', 'lesson.id', 'quizQuestion.lessonId')
      .innerJoin('course', 'course.id', 'lesson.courseId')
      .select(['quizQuestion.position', 'quizQuestion.question', 'quizQuestion.options', 'quizQuestion.correctIndex'])
      .where('course.slug', '=', slug)
      .where('lesson.position', '=', position)
      .orderBy('quizQuestion.position')
      .execute();
  };
  const asRows = (quiz: CatalogQuiz) =>
    quiz.questions.map(([question, options, correctIndex], i) => ({
      position: i + 1,
      question,
      options: JSON.stringify(options),
      correctIndex,
    }));

  it("adds the catalogue's missing questions to courses already there, once, keeping what is stored", async () => {
    const db = t.app.database.db;
    const [old, reworded] = ['brand-identity-design', 'python-data-analysis'];
    // An old install: the course was seeded when its quiz had three questions.
    const lessonOf = async (slug: string) =>
      (
        await db
          .selectFrom('lesson')
          .innerJoin('course', 'course.id', 'lesson.courseId')
          .select('lesson.id')
          .where('course.slug', '=', slug)
          .where('lesson.position', '=', bankOf(slug).position)
          .executeTakeFirstOrThrow()
      ).id;
    await db
      .deleteFrom('quizQuestion')
      .where('lessonId', '=', await lessonOf(old))
      .where('position', '>', 3)
      .execute();
    // Another where one question had an older wording, and the bank stopped at four.
    const pandas = await lessonOf(reworded);
    await db.deleteFrom('quizQuestion').where('lessonId', '=', pandas).where('position', '>', 4).execute();
    await db
      .updateTable('quizQuestion')
      .set({ question: 'Which function loads a CSV?' })
      .where('lessonId', '=', pandas)
      .where('position', '=', 1)
      .execute();
    expect(await storedQuestions(old)).toHaveLength(3);

    expect(await seedCourseCatalog(db)).toBe(0);
    expect(await storedQuestions(old)).toEqual(asRows(bankOf(old).quiz));
    const [first, ...rest] = asRows(bankOf(reworded).quiz);
    expect(await storedQuestions(reworded)).toEqual([{ ...first, question: 'Which function loads a CSV?' }, ...rest]);

    // Later starts, also two processes at once, add nothing more.
    const count = async () => (await db.selectFrom('quizQuestion').select('id').execute()).length;
    const before = await count();
    await Promise.all([seedCourseCatalog(db), seedCourseCatalog(db)]);
    await seedCourseCatalog(db);
    expect(await count()).toBe(before);
    expect(await storedQuestions(old)).toEqual(asRows(bankOf(old).quiz));
  });

  it('fills a bank when two processes start at once, without doubling or failing', async () => {
    const db = t.app.database.db;
    const slug = 'social-media-analytics';
    const lessonIds = db
      .selectFrom('lesson')
      .innerJoin('course', 'course.id', 'lesson.courseId')
      .select('lesson.id')
      .where('course.slug', '=', slug);
    await db.deleteFrom('quizQuestion').where('lessonId', 'in', lessonIds).where('position', '>', 5).execute();
    await Promise.all([seedCourseCatalog(db), seedCourseCatalog(db)]);
    expect(await storedQuestions(slug)).toEqual(asRows(bankOf(slug).quiz));
  });
});

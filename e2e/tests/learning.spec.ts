import { readFile } from 'node:fs/promises';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.js';
import {
  courseDetail,
  courseIdByTitle,
  horizontalOverflow,
  pdfQrCodes,
  pdfText,
  postAsMember,
  SHORTEST_COURSE as COURSE,
} from '../fixtures/learning.js';
import { expect, newMember, registerByApi, test } from '../fixtures/test.js';

// Learning journey (issue 6): enrol, watch, fail and pass the quiz, earn the certificate,
// download and verify it signed out, review the course. The course is the catalogue's
// shortest (its lessons and quiz answers come from the seed data the server starts with).

const CODE = /SL-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/;
const INVALID = 'The verification code you entered is not valid or the certificate has expired.';

interface ReviewsBody {
  rating: number | null;
  reviewCount: number;
  items: { rating: number }[];
}

test('a new member completes a course, earns a verifiable certificate and reviews the course', async ({ page, browser, baseURL }) => {
  // One whole course through the real player, quiz, PDF and verification: longer than a page check.
  test.setTimeout(180_000);
  const member = newMember({ firstName: 'Abena', lastName: `Learner${Math.random().toString(36).slice(2, 7)}` });
  const name = `${member.firstName} ${member.lastName}`;
  await registerByApi(page.request, member);
  const lessons = COURSE.lessons;
  const total = lessons.length;
  const toasts = page.getByRole('region', { name: 'Notifications', exact: true });

  // 1. The catalogue: find the course, enrol (banner), open it.
  await page.goto('/app/courses');
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
  await expect(page.getByText('10 courses', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/app/courses');
  await page.getByRole('searchbox', { name: 'Search courses' }).fill(COURSE.title);
  const all = page.getByRole('region', { name: 'All Courses' });
  await expect(page.getByText('1 course', { exact: true })).toBeVisible();
  await all.getByRole('button', { name: `Enroll in ${COURSE.title}` }).click();
  await expect(page.getByText(`Successfully enrolled in ${COURSE.title}!`, { exact: true })).toBeVisible();
  await all.getByRole('link', { name: `Continue ${COURSE.title}` }).click();
  await expect(page).toHaveURL(/\/app\/courses\/[^/]+$/);
  const courseId = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1)!);
  const detail = await courseDetail(page.request, courseId);
  expect(detail.lessons.map((l) => l.title)).toEqual(lessons.map((l) => l.title));
  await expect(page.getByRole('heading', { level: 1, name: COURSE.title })).toBeVisible();
  await expect(page.getByText('0% Complete', { exact: true })).toBeVisible();
  const progress = page.getByRole('region', { name: 'Your progress' });
  await expect(progress).toContainText(`0 of ${total} lessons completed`);
  const lessonTitle = page.locator('#lesson-title');
  await expect(lessonTitle).toHaveText(lessons[0]!.title);
  await expect(page.getByText(`Lesson 1 of ${total}`, { exact: true })).toBeVisible();

  // 2. The first video through the player: play, then seek past 90 % (the clip is a few seconds).
  const player = page.getByRole('group', { name: `Video player: ${lessons[0]!.title}` });
  const video = player.locator('video');
  await player.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(player.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.currentTime)).toBeGreaterThan(0);
  const completed = page.waitForResponse(
    (res) => res.request().method() === 'POST' && res.url().endsWith(`/lessons/${detail.lessons[0]!.id}/complete`),
  );
  await video.evaluate((el: HTMLVideoElement) => {
    el.currentTime = el.duration * 0.95;
  });
  const completion = await completed;
  const completedAt = Date.now();
  expect(completion.status(), await completion.text()).toBe(200);
  await expect(progress).toContainText(`1 of ${total} lessons completed`);
  const curriculum = page.getByRole('region', { name: 'Course Content' });
  await expect(curriculum.getByRole('button', { name: /^Lesson 1: .*, completed$/ })).toBeVisible();
  // The next lesson opens by itself after 1.5 s.
  await expect(lessonTitle).toHaveText(lessons[1]!.title);
  expect(Date.now() - completedAt, 'auto-advance delay').toBeGreaterThanOrEqual(1_400);
  await expect(page.getByText(`Lesson 2 of ${total}`, { exact: true })).toBeVisible();
  await expect(curriculum.getByRole('button', { name: /^Lesson 2: / })).toHaveAttribute('aria-current', 'step');

  // The other videos through the real API (watched to the end), then the page shows them done.
  for (const [i, lesson] of detail.lessons.entries()) {
    if (i === 0 || lesson.type !== 'video') continue;
    await postAsMember(page.request, `/api/v1/courses/${courseId}/lessons/${lesson.id}/complete`, {
      watchedSeconds: lesson.durationSeconds,
    });
  }
  await page.reload();
  await expect(progress).toContainText(`${total - 1} of ${total} lessons completed`);
  await expect(curriculum.getByRole('button', { name: /, completed$/ })).toHaveCount(total - 1);

  // 3. The quiz: all wrong on purpose, the fail message, Retake, all right, passed.
  await curriculum.getByRole('button', { name: new RegExp(`^Lesson ${total}: ${escape(COURSE.quizTitle)}, Quiz,`) }).click();
  await expect(lessonTitle).toHaveText(COURSE.quizTitle);
  const questions = COURSE.quiz.questions;
  const passing = COURSE.quiz.passingScore ?? 70;
  const answerAll = async (pick: (options: readonly string[], correct: number) => string) => {
    for (const [i, [question, options, correct]] of questions.entries()) {
      await expect(page.getByText(`Question ${i + 1} of ${questions.length}`, { exact: true })).toBeVisible();
      await expect(page.getByText(question, { exact: true })).toBeVisible();
      if (i === questions.length - 1) {
        await expect(page.getByRole('button', { name: 'Submit Quiz', exact: true })).toBeDisabled();
        await expect(page.getByText('Answer all questions to submit', { exact: true })).toBeVisible();
      }
      await page.getByRole('radio', { name: pick(options, correct), exact: true }).check();
      if (i < questions.length - 1) await page.getByRole('button', { name: 'Next', exact: true }).click();
    }
    await expect(page.getByText(`${questions.length} of ${questions.length} answered`, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Submit Quiz', exact: true }).click();
  };
  await answerAll((options, correct) => options[(correct + 1) % options.length]!);
  await expect(toasts.getByText(`Quiz failed with 0% . You need ${passing}% to pass.`, { exact: true })).toBeVisible();
  const result = page.getByRole('status').filter({ hasText: 'Your score:' });
  await expect(result).toContainText('You need to retake this quiz.');
  await expect(result).toContainText(`Your score: 0% · Passing score: ${passing}%`);
  await expect(progress).toContainText(`${total - 1} of ${total} lessons completed`);
  await page.getByRole('button', { name: 'Retake Quiz', exact: true }).click();
  await expect(toasts.getByText('Retaking quiz...', { exact: true })).toBeVisible();
  await answerAll((options, correct) => options[correct]!);
  await expect(toasts.getByText('Congratulations! You passed!', { exact: true })).toBeVisible();

  // 4. The last lesson completed the course: toast, certificate dialog with its code.
  await expect(toasts.getByText('Course completed! Certificate generated!', { exact: true })).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Certificate earned' });
  await expect(dialog).toContainText(COURSE.title);
  const code = (await dialog.getByText(CODE).textContent())!.trim();
  expect(code).toMatch(new RegExp(`^${CODE.source}$`));
  await expect(dialog.getByRole('link', { name: 'View Certificates' })).toHaveAttribute('href', '/app/certificates');
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
  // Behind it the quiz still shows the pass (completing the course does not start a new attempt).
  await expect(result).toContainText('Congratulations! You passed!');
  await expect(result).toContainText(`Your score: 100% · Passing score: ${passing}%`);
  await expect(page.getByRole('button', { name: 'Submit Quiz', exact: true })).toHaveCount(0);
  await expect(progress).toContainText(`${total} of ${total} lessons completed`);
  await expect(page.getByText('100% Complete', { exact: true })).toBeVisible();
  const finished = page.getByRole('region', { name: 'Course Completed!' });
  await finished.getByRole('link', { name: 'View Certificate' }).click();

  // The Certificates page lists it with the same code.
  await expect(page).toHaveURL(/\/app\/certificates$/);
  await expect(page.getByText('1 certificate earned', { exact: true })).toBeVisible();
  const card = page.getByRole('list', { name: 'Your certificates' }).getByRole('article', { name: COURSE.title });
  await expect(card).toContainText(code);
  await expect(card).toContainText(`Instructor: ${COURSE.instructor}`);
  await expectNoSeriousA11yViolations(page, '/app/certificates with a certificate');

  // 5. Download: a real PDF with the name and code, and a QR code of the verification URL.
  const downloading = page.waitForEvent('download');
  await card.getByRole('link', { name: `Download the certificate for ${COURSE.title} as a PDF` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`SkillLink-certificate-${code}.pdf`);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = await pdfText(pdf);
  expect(text).toContain(name);
  expect(text).toContain(COURSE.title);
  expect(text).toContain(code);
  expect(await pdfQrCodes(pdf)).toEqual([`${baseURL}/verify/${code}`]);

  // 6. Anyone can verify it, signed out, in another browser; a made-up code is not valid.
  const stranger = await browser.newContext({ baseURL });
  try {
    const page2 = await stranger.newPage();
    await page2.goto(`/verify/${code}`);
    await expect(page2.getByRole('heading', { level: 1, name: 'Certificate verification' })).toBeVisible();
    const verified = page2.getByRole('status').filter({ hasText: 'Certificate verified' });
    await expect(verified).toBeVisible();
    await expect(verified).toContainText(`Recipient${name}`);
    await expect(verified).toContainText(`Course${COURSE.title}`);
    await expect(verified).toContainText(code);
    await page2.goto('/verify/SL-2222-3333-4444');
    await expect(page2.getByRole('alert')).toHaveText(INVALID);
    await expect(page2.getByText('Certificate verified')).toHaveCount(0);
  } finally {
    await stranger.close();
  }

  // 7. Back as the member: a review changes the course's average and count.
  const before = (await (await page.request.get(`/api/v1/courses/${courseId}/reviews`)).json()) as ReviewsBody;
  expect(before.items, 'every review of the course is listed').toHaveLength(before.reviewCount);
  const sum = before.items.reduce((s, r) => s + r.rating, 0);
  const stars = before.reviewCount > 0 && sum / before.reviewCount === 5 ? 4 : 5;
  const label = stars === 5 ? 'Excellent' : 'Very Good';
  const average = (Math.round(((sum + stars) / (before.reviewCount + 1)) * 10) / 10).toFixed(1);
  await page.goto(`/app/courses/${encodeURIComponent(courseId)}`);
  const reviews = page.getByRole('region', { name: 'Reviews' });
  if (before.rating === null) {
    await expect(reviews).toContainText('No reviews yet. Be the first to share what you think.');
  } else {
    await expect(reviews).toContainText(`${before.rating.toFixed(1)} out of 5`);
    await expect(reviews).toContainText(`${before.reviewCount} review${before.reviewCount === 1 ? '' : 's'}`);
  }
  expect(average, 'the new review moves the average').not.toBe(before.rating?.toFixed(1));
  await reviews.getByRole('button', { name: 'Write a Review' }).click();
  const form = page.getByRole('dialog', { name: 'Rate this course' });
  // The radio is visually hidden; a person clicks its star.
  const star = page.getByRole('radio', { name: `${stars} stars: ${label}` });
  await form.locator('label').filter({ has: star }).click();
  await expect(form.getByRole('radio', { checked: true })).toHaveAccessibleName(`${stars} stars: ${label}`);
  await expect(form.getByText(label, { exact: true })).toBeVisible();
  const comment = 'Short, practical lessons: I made a brand guide for my aunt’s chop bar.';
  await form.getByLabel('Your review (optional)').fill(comment);
  await expect(form.getByText(`${comment.length}/500`, { exact: true })).toBeVisible();
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expect(toasts.getByText('Review submitted successfully!', { exact: true })).toBeVisible();
  await expect(form).toBeHidden();
  const count = before.reviewCount + 1;
  await expect(reviews).toContainText(`${average} out of 5`);
  await expect(reviews).toContainText(`${count} review${count === 1 ? '' : 's'}`);
  await expect(reviews.getByRole('list', { name: 'Reviews of this course' })).toContainText(comment);
  await expect(reviews.getByRole('button', { name: 'Edit Your Review' })).toBeVisible();
  // The course header shows the same figures.
  const courseHeader = page.locator('header').filter({ has: page.getByRole('heading', { level: 1, name: COURSE.title }) });
  await expect(courseHeader).toContainText(`Rated ${average} out of 5 from ${count} review${count === 1 ? '' : 's'}`);
});

test.describe('at 360 px in the dark theme', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, colorScheme: 'dark' });

  test('the catalogue and a course page fit without sideways scrolling', async ({ page }) => {
    await registerByApi(page.request, newMember());
    await page.goto('/app/courses');
    await expect(page.getByText('10 courses', { exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await horizontalOverflow(page), 'horizontal overflow on /app/courses').toBeLessThanOrEqual(0);

    const courseId = await courseIdByTitle(page.request, COURSE.title);
    await postAsMember(page.request, `/api/v1/courses/${courseId}/enrollment`);
    await page.goto(`/app/courses/${encodeURIComponent(courseId)}`);
    await expect(page.getByRole('heading', { level: 1, name: COURSE.title })).toBeVisible();
    await expect(page.getByRole('group', { name: `Video player: ${COURSE.lessons[0]!.title}` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Course Content' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Write a Review' })).toBeVisible();
    expect(await horizontalOverflow(page), 'horizontal overflow on the course page').toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page, 'course page at 360 px (dark)');
  });
});

/** A string matched literally inside a RegExp. */
function escape(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

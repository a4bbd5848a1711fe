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
import { csrfToken, expect, newMember, registerByApi, test } from '../fixtures/test.js';

// Learning journey (ADR 032): enrol, watch every video for real (the server times
// the heartbeats), fail and pass a quiz whose questions are drawn, earn the certificate that
// says what it proves, download and verify it signed out, review the course, read the
// certificate in French. The course is the catalogue's shortest (its lessons and quiz
// answers come from the seed data the server starts with).

const CODE = /SL-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/;
const INVALID = 'The verification code you entered is not valid or the certificate has expired.';

interface ReviewsBody {
  rating: number | null;
  reviewCount: number;
  items: { rating: number }[];
}

test('a new member completes a course, earns a verifiable certificate and reviews the course', async ({ page, browser, baseURL }) => {
  // One whole course through the real player, quiz, PDF and verification: longer than a page
  // check, and on a busy machine the videos themselves play slower than real time.
  test.setTimeout(480_000);
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

  // 2. Every video through the real player, watched at normal speed: the server times the
  // heartbeats and completes each lesson at 90 %; the next lesson opens by itself after 1.5 s.
  const curriculum = page.getByRole('region', { name: 'Course Content' });
  const videos = detail.lessons.filter((l) => l.type === 'video');
  for (const [i, lesson] of videos.entries()) {
    await expect(lessonTitle).toHaveText(lesson.title);
    await expect(page.getByText(`Lesson ${i + 1} of ${total}`, { exact: true })).toBeVisible();
    const player = page.getByRole('group', { name: `Video player: ${lesson.title}` });
    const video = player.locator('video');
    // The heartbeat the server answers with the completion (a forged one would not get it).
    const completed = page.waitForResponse(
      async (res) =>
        res.request().method() === 'POST' &&
        res.url().endsWith(`/lessons/${lesson.id}/heartbeat`) &&
        res.ok() &&
        ((await res.json()) as { completion: unknown }).completion !== null,
      // A ceiling, not an expectation: a starved decoder plays slower than real time.
      { timeout: (lesson.durationSeconds * 6 + 60) * 1000 },
    );
    await player.getByRole('button', { name: 'Play', exact: true }).click();
    await expect(player.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
    await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.currentTime)).toBeGreaterThan(0);
    // When the browser had the answer: the page's 1.5 s wait starts no sooner. (The test's own
    // clock after `await completed` can lag the browser by a busy machine's hundreds of ms.)
    const timing = (await completed).request().timing();
    const answeredAt = timing.startTime + timing.responseEnd;
    await expect(progress).toContainText(`${i + 1} of ${total} lessons completed`);
    await expect(curriculum.getByRole('button', { name: new RegExp(`^Lesson ${i + 1}: .*, completed$`) })).toBeVisible();
    await expect(lessonTitle).toHaveText(detail.lessons[i + 1]!.title);
    expect(Date.now() - answeredAt, 'auto-advance delay').toBeGreaterThanOrEqual(1_400);
  }
  await expect(curriculum.getByRole('button', { name: new RegExp(`^Lesson ${total}: `) })).toHaveAttribute('aria-current', 'step');

  // 3. The quiz draws its questions and option order from the bank: the journey reads each
  // question on screen and looks its right option up in the seed catalogue. All wrong on
  // purpose first (the result says which were wrong, never the right options), Retake, all right.
  await expect(lessonTitle).toHaveText(COURSE.quizTitle);
  const bank = new Map(COURSE.quiz.questions.map(([question, options, correct]) => [question, { options, correct }]));
  const passing = COURSE.quiz.passingScore ?? 70;
  const answerAll = async (right: boolean) => {
    const first = await page.getByText(/^Question 1 of \d+$/).textContent();
    const count = Number(first!.split(' of ')[1]);
    expect(count, 'an attempt draws part of the bank or all of it').toBeLessThanOrEqual(bank.size);
    for (let i = 0; i < count; i += 1) {
      await expect(page.getByText(`Question ${i + 1} of ${count}`, { exact: true })).toBeVisible();
      const legend = page.locator('fieldset legend span').nth(1);
      const question = bank.get((await legend.textContent())!.trim());
      expect(question, 'the question shown is one of the bank').toBeDefined();
      const rightOption = question!.options[question!.correct]!;
      const pick = right ? rightOption : question!.options.find((o) => o !== rightOption)!;
      if (i === count - 1) {
        await expect(page.getByRole('button', { name: 'Submit Quiz', exact: true })).toBeDisabled();
        await expect(page.getByText('Answer all questions to submit', { exact: true })).toBeVisible();
      }
      // Saved on the server as it is picked (what counts if the time runs out).
      const saved = page.waitForResponse((res) => res.request().method() === 'PUT' && /\/answers\/\d+$/.test(res.url()));
      await page.getByRole('radio', { name: pick, exact: true }).check();
      expect((await saved).status()).toBe(204);
      if (i < count - 1) await page.getByRole('button', { name: 'Next', exact: true }).click();
    }
    await expect(page.getByText(`${count} of ${count} answered`, { exact: true })).toBeVisible();
    const submitted = page.waitForResponse((res) => res.request().method() === 'POST' && res.url().endsWith('/submit'));
    await page.getByRole('button', { name: 'Submit Quiz', exact: true }).click();
    const body = await (await submitted).text();
    expect(body, 'no right option in any result').not.toMatch(/correctAnswers|correctIndex/);
    return count;
  };
  const drawn = await answerAll(false);
  await expect(toasts.getByText(`Quiz failed with 0% . You need ${passing}% to pass.`, { exact: true })).toBeVisible();
  const result = page.getByRole('status').filter({ hasText: 'Your score:' });
  await expect(result).toContainText('You need to retake this quiz.');
  await expect(result).toContainText(`Your score: 0% · Passing score: ${passing}%`);
  const review = page.getByRole('region', { name: 'Your answers' });
  await expect(review.getByText('Incorrect', { exact: true })).toHaveCount(drawn);
  await expect(page.getByText('Correct answer', { exact: true })).toHaveCount(0);
  await expect(page.getByText('2 attempts left today', { exact: true })).toBeVisible();
  await expect(progress).toContainText(`${total - 1} of ${total} lessons completed`);
  await page.getByRole('button', { name: 'Retake Quiz', exact: true }).click();
  await expect(toasts.getByText('Retaking quiz...', { exact: true })).toBeVisible();
  await answerAll(true);
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
  // What it proves: every video watched, the quiz's score.
  await expect(card).toContainText(`${videos.length} of ${videos.length} video lessons watched in full`);
  await expect(card).toContainText(`${COURSE.quizTitle}: 100 % (pass mark ${passing} %)`);
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
  expect(text).toContain(`${videos.length} of ${videos.length} video lessons watched`);
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
    await expect(verified).toContainText(`${videos.length} of ${videos.length} video lessons watched in full`);
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

  // 8. In French, every word of the certificate is French (not "Résultat Passed").
  const switched = await page.request.patch('/api/v1/session/preferences', {
    headers: { 'x-csrf-token': await csrfToken(page.request) },
    data: { language: 'fr' },
  });
  expect(switched.status(), await switched.text()).toBe(200);
  await page.goto('/app/certificates');
  const french = page.getByRole('list', { name: 'Vos certificats' }).getByRole('article', { name: COURSE.title });
  await expect(french).toContainText('RésultatRéussi');
  await expect(french).not.toContainText('Passed');
  await expect(french).toContainText(`${videos.length} leçon(s) vidéo sur ${videos.length} regardée(s) en entier`);
  const frenchPdf = await page.request.get(`${await french.getByRole('link', { name: /PDF/ }).getAttribute('href')}`);
  const frenchText = await pdfText(Buffer.from(await frenchPdf.body()));
  expect(frenchText).toContain('Certificat de réussite');
  expect(frenchText).toContain('Réussi');
  expect(frenchText).not.toContain('Passed');
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

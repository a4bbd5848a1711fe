import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json, member, signedInAs, stubApi } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { attempt, detail, enrollment, review, reviewsPage, videoLesson } from '../test-fixtures';

/** Plays the open video from the start and lets it reach `seconds`, then end (the player's events). */
function playToEnd(seconds = 40) {
  const video = document.querySelector('video')!;
  Object.defineProperty(video, 'duration', { configurable: true, get: () => 40 });
  Object.defineProperty(video, 'paused', { configurable: true, get: () => false });
  fireEvent(video, new Event('play'));
  video.currentTime = seconds;
  fireEvent(video, new Event('ended'));
}
const HEARTBEAT = 'POST /api/v1/courses/course-1/lessons/lesson-2/heartbeat';
const notYet = { watchedSeconds: 0, completed: false, completion: null };

const base = {
  'GET /api/v1/session': signedInAs(member),
  'GET /api/v1/courses/course-1/reviews': () => json(200, reviewsPage([])),
};

describe('Course page', () => {
  it('says "Course not found" with a way back', async () => {
    stubApi({ ...base, 'GET /api/v1/courses/nope': () => apiError(404, 'course_not_found', 'Course not found') });
    renderApp('/app/courses/nope');
    expect(await screen.findByText('Course not found', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to courses' })).toHaveAttribute('href', '/app/courses');
  });

  it('asks to enroll when not enrolled, and enrolling opens the course', async () => {
    let enrolled = false;
    const api = stubApi({
      ...base,
      'GET /api/v1/courses/course-1': () => json(200, detail({ enrollment: enrolled ? enrollment('course-1', { progress: 0 }) : null })),
      'POST /api/v1/courses/course-1/enrollment': () => {
        enrolled = true;
        return json(201, { message: 'ok', enrollment: enrollment('course-1') });
      },
    });
    const { user } = renderApp('/app/courses/course-1');
    expect(await screen.findByRole('heading', { name: 'Enrollment Required' })).toBeInTheDocument();
    expect(screen.getByText('You need to enroll in this course to access the content')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Courses' })).toHaveAttribute('href', '/app/courses');
    expect(document.title).toBe('JavaScript Basics | SkillLink');
    await user.click(screen.getByRole('button', { name: 'Share the course JavaScript Basics' }));
    expect(await screen.findByRole('menuitem', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent('A course on SkillLink you may like: http://localhost:3000/app/courses/course-1')}`,
    );
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Enroll' }));
    expect(await screen.findByText('Successfully enrolled in JavaScript Basics!')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Course Content' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/v1/courses/course-1/enrollment')).toHaveLength(1);
  });

  it('shows the enrolled course: progress, curriculum, last lesson open, and opens another lesson', async () => {
    const api = stubApi({
      ...base,
      'GET /api/v1/courses/course-1': () => json(200, detail()),
      'PUT /api/v1/courses/course-1/lessons/lesson-1/position': () => json(204),
    });
    const { user } = renderApp('/app/courses/course-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'JavaScript Basics' })).toBeInTheDocument();
    expect(screen.getByText('33% Complete')).toBeInTheDocument();
    expect(screen.getByText('1 of 3 lessons completed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to courses' })).toHaveAttribute('href', '/app/courses');
    const curriculum = screen.getByRole('region', { name: 'Course Content' });
    const items = within(curriculum).getAllByRole('button', { name: /^Lesson \d+:/ });
    expect(items[0]).toHaveAccessibleName('Lesson 1: Video lesson 1, Video, 0:40, completed');
    expect(items[2]).toHaveAccessibleName('Lesson 3: Quiz 3, Quiz, 5:00');
    // The last accessed lesson is open.
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('heading', { level: 2, name: 'Video lesson 2' })).toBeInTheDocument();
    // The header and "Save for offline" say the same size: the video, its captions and poster.
    expect(screen.getAllByText('Video · 44 KB')).toHaveLength(2);
    expect(screen.getByRole('group', { name: 'Video player: Video lesson 2' })).toBeInTheDocument();
    expect(screen.queryByText('Course Completed!')).not.toBeInTheDocument();

    items[0]!.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 2, name: 'Video lesson 1' })).toBeInTheDocument();
    expect(api.callsTo('PUT /api/v1/courses/course-1/lessons/lesson-1/position')).toHaveLength(1);
  });

  it("shares the enrolled course through the device's share sheet: its page in the app", async () => {
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      stubApi({ ...base, 'GET /api/v1/courses/course-1': () => json(200, detail()) });
      const { user } = renderApp('/app/courses/course-1');
      await user.click(await screen.findByRole('button', { name: 'Share the course JavaScript Basics' }));
      expect(share).toHaveBeenCalledWith({
        title: 'JavaScript Basics on SkillLink',
        text: 'A course on SkillLink you may like:',
        url: 'http://localhost:3000/app/courses/course-1',
      });
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it('completes a video lesson when the server says it was watched, and opens the next one after 1.5 s', async () => {
    let done = false;
    const course = () => {
      const c = detail();
      return { ...c, lessons: c.lessons.map((l) => (l.id === 'lesson-2' ? { ...l, completed: done } : l)) };
    };
    const api = stubApi({
      ...base,
      'GET /api/v1/courses/course-1': () => json(200, course()),
      // The server completes the lesson on the heartbeat that shows it watched (here, the end).
      [HEARTBEAT]: (call) => {
        if ((call.body as { positionSeconds: number }).positionSeconds < 36) return json(200, notYet);
        // As the server does: a lesson completes once; later beats (the one sent when the player
        // goes away) say completed without a completion.
        if (done) return json(200, { watchedSeconds: 40, completed: true, completion: null });
        done = true;
        return json(200, {
          watchedSeconds: 40,
          completed: true,
          completion: {
            enrollment: enrollment('course-1', { progress: 67, lastLessonId: 'lesson-2' }),
            courseCompleted: false,
            certificateCode: null,
          },
        });
      },
      'POST /api/v1/courses/course-1/lessons/lesson-3/quiz/attempts': () => json(200, attempt()),
    });
    renderApp('/app/courses/course-1');
    await screen.findByRole('heading', { level: 2, name: 'Video lesson 2' });
    playToEnd();
    expect(await screen.findByText('2 of 3 lessons completed')).toBeInTheDocument();
    // Heartbeats on play and at the end: positions only, never a "watched" claim.
    expect(api.callsTo(HEARTBEAT).map((c) => c.body)).toEqual([{ positionSeconds: 0 }, { positionSeconds: 40 }]);
    // Not at once: the member sees the check mark first, and is told the next lesson is coming.
    expect(screen.getByRole('heading', { level: 2, name: 'Video lesson 2' })).toBeInTheDocument();
    expect(screen.getByText('Next lesson opens in a moment...')).toHaveAttribute('role', 'status');
    expect(await screen.findByRole('heading', { level: 2, name: 'Quiz 3' })).toBeInTheDocument();
    expect(screen.queryByText('Next lesson opens in a moment...')).not.toBeInTheDocument();
  });

  it('says "Error completing course" when the completion fails', async () => {
    stubApi({
      ...base,
      'GET /api/v1/courses/course-1': () => json(200, detail()),
      [HEARTBEAT]: (call) => ((call.body as { positionSeconds: number }).positionSeconds > 0 ? json(500, {}) : json(200, notYet)),
    });
    renderApp('/app/courses/course-1');
    await screen.findByRole('heading', { level: 2, name: 'Video lesson 2' });
    playToEnd();
    expect(await screen.findByText('Error completing course')).toBeInTheDocument();
  });

  it('says how much counted, and that skipped parts do not, when the video ends without the server seeing it watched', async () => {
    stubApi({
      ...base,
      'GET /api/v1/courses/course-1': () => json(200, detail()),
      [HEARTBEAT]: () => json(200, { ...notYet, watchedSeconds: 14.5 }),
    });
    renderApp('/app/courses/course-1');
    await screen.findByRole('heading', { level: 2, name: 'Video lesson 2' });
    playToEnd();
    // 14.5 s of the 40-second video: 36 %, never rounded up towards the 90 % needed.
    expect(
      await screen.findByText(
        'Keep watching: 36% of this video counted so far. Skipped parts do not count; play them to complete the lesson.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('1 of 3 lessons completed')).toBeInTheDocument();
  });

  it('shows "Course Completed!" with the certificate link at 100 %', async () => {
    stubApi({
      ...base,
      'GET /api/v1/courses/course-1': () =>
        json(
          200,
          detail({
            lessons: [videoLesson(1, { completed: true })],
            enrollment: enrollment('course-1', { progress: 100, lastLessonId: 'lesson-1' }),
            certificateCode: 'SL-ABCD-1234',
          }),
        ),
    });
    renderApp('/app/courses/course-1');
    expect(await screen.findByRole('heading', { name: 'Course Completed!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Certificate' })).toHaveAttribute('href', '/app/certificates');
  });

  it('lists reviews with average, Helpful once per member, not on your own', async () => {
    const mine = review(9, { userName: 'Ama Mensah', rating: 5 });
    let marked = false;
    const api = stubApi({
      ...base,
      'GET /api/v1/courses/course-1': () => json(200, detail()),
      'GET /api/v1/courses/course-1/reviews': () =>
        json(
          200,
          reviewsPage([review(1, { helpful: marked ? 3 : 2, markedHelpful: marked }), mine], { mine, rating: 4.5, reviewCount: 2 }),
        ),
      'POST /api/v1/courses/course-1/reviews/review-1/helpful': () => {
        marked = true;
        return json(204);
      },
    });
    const { user } = renderApp('/app/courses/course-1');
    const section = await screen.findByRole('region', { name: 'Reviews' });
    expect(await within(section).findByText('4.5 out of 5')).toBeInTheDocument();
    expect(within(section).getByText('· 2 reviews')).toBeInTheDocument();
    const list = within(section).getByRole('list', { name: 'Reviews of this course' });
    expect(within(list).getAllByRole('button', { name: /Helpful/ })).toHaveLength(1);
    await user.click(within(list).getByRole('button', { name: 'Helpful (2)' }));
    expect(await within(list).findByRole('button', { name: 'Helpful (3)' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.callsTo('POST /api/v1/courses/course-1/reviews/review-1/helpful')).toHaveLength(1);
    expect(within(section).getByRole('button', { name: 'Edit Your Review' })).toBeInTheDocument();
  });
});

describe('Review dialog', () => {
  it('requires a rating, counts characters, submits, and pre-fills when editing', async () => {
    let saved: { rating: number; comment: string } | null = null;
    const api = stubApi({
      ...base,
      'GET /api/v1/courses/course-1': () => json(200, detail()),
      'GET /api/v1/courses/course-1/reviews': () => {
        const mine = saved ? review(9, { ...saved, userName: 'Ama Mensah' }) : null;
        return json(200, reviewsPage(mine ? [mine] : [], { mine }));
      },
      'PUT /api/v1/courses/course-1/review': (call) => {
        saved = call.body as { rating: number; comment: string };
        return json(200, {});
      },
    });
    const { user } = renderApp('/app/courses/course-1');
    await user.click(await screen.findByRole('button', { name: 'Write a Review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rate this course' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit Review' }));
    expect(await within(dialog).findByText('Please select a rating')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/v1/courses/course-1/review')).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: '4 stars: Very Good' }));
    expect(within(dialog).queryByText('Please select a rating')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Very Good')).toBeInTheDocument();
    const text = within(dialog).getByRole('textbox', { name: 'Your review (optional)' });
    expect(text).toHaveAttribute('maxLength', '500');
    await user.type(text, '  Clear and practical  ');
    expect(within(dialog).getByText('23/500')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Review submitted successfully!')).toBeInTheDocument();
    expect(saved).toEqual({ rating: 4, comment: 'Clear and practical' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(await screen.findByRole('button', { name: 'Edit Your Review' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit your review' });
    expect(within(edit).getByRole('radio', { name: '4 stars: Very Good' })).toBeChecked();
    expect(within(edit).getByRole('textbox')).toHaveValue('Clear and practical');
  });
});

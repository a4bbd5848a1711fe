import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/use-debounced';
import { typeOnTestClock } from '../../../test/fake-clock';
import { apiError, json, member, signedInAs, stubApi } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { coursesPage, enrollment, summary } from '../test-fixtures';

const base = { 'GET /api/v1/session': signedInAs(member) };

describe('Courses page', () => {
  it('shows Continue Learning, Featured and the grid with the course facts', async () => {
    const enrolled = { ...summary(1, { title: 'Python for Data' }), enrollment: enrollment('course-1', { progress: 40 }) };
    stubApi({
      ...base,
      'GET /api/v1/courses': () =>
        json(
          200,
          coursesPage([summary(1, { title: 'Python for Data' }), summary(2, { title: 'UX Design', rating: null, reviewCount: 0 })], {
            featured: [summary(3, { title: 'React in Depth', rating: 4.9 })],
            continueLearning: [enrolled],
          }),
        ),
    });
    renderApp('/app/courses');
    expect(await screen.findByRole('heading', { level: 1, name: 'Courses' })).toBeInTheDocument();
    expect(document.title).toBe('Courses | SkillLink');
    const continuing = await screen.findByRole('region', { name: 'Continue Learning' });
    expect(within(continuing).getByRole('progressbar', { name: 'Progress in Python for Data' })).toHaveAttribute('aria-valuenow', '40');
    expect(within(continuing).getByRole('link', { name: 'Continue Python for Data' })).toHaveAttribute('href', '/app/courses/course-1');
    expect(within(screen.getByRole('region', { name: 'Featured Courses' })).getByText('React in Depth')).toBeInTheDocument();

    const all = screen.getByRole('region', { name: 'All Courses' });
    expect(within(all).getByText('2 courses')).toBeInTheDocument();
    const cards = await within(all).findAllByRole('article');
    const python = cards[0]!;
    expect(within(python).getByRole('link', { name: 'Python for Data' })).toHaveAttribute('href', '/app/courses/course-1');
    expect(within(python).getByText('by Instructor 1')).toBeInTheDocument();
    expect(within(python).getByText('Beginner')).toBeInTheDocument();
    expect(within(python).getByText('1h 30m')).toBeInTheDocument();
    expect(within(python).getByText('3 lessons')).toBeInTheDocument();
    expect(within(python).getByText('4.3 (8)')).toBeInTheDocument();
    expect(within(python).getByText('1,200 enrolled')).toBeInTheDocument();
    expect(within(python).getByText('Free')).toBeInTheDocument();
    // Enrolled: Continue, not Enroll.
    expect(within(python).getByRole('link', { name: 'Continue Python for Data' })).toBeInTheDocument();
    expect(within(cards[1]!).getByRole('button', { name: 'Enroll in UX Design' })).toBeInTheDocument();
    expect(within(cards[1]!).getByText('No ratings yet')).toBeInTheDocument();
    const image = python.querySelector('img')!;
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '320');
  });

  it('keeps category, level and sort in the address and asks the server with them', async () => {
    const api = stubApi({ ...base, 'GET /api/v1/courses': () => json(200, coursesPage([summary(1)])) });
    const { user, location } = renderApp('/app/courses?level=Advanced');
    expect(await screen.findByLabelText('Level')).toHaveValue('Advanced');
    await user.selectOptions(screen.getByLabelText('Category'), 'Design');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'rating');
    await waitFor(() => expect(location().search).toBe('?category=Design&level=Advanced&sort=rating'));
    await waitFor(() =>
      expect(api.callsTo('GET /api/v1/courses').map((c) => c.search)).toContain('?category=Design&level=Advanced&sort=rating'),
    );
    expect(api.callsTo('GET /api/v1/courses')[0]!.search).toBe('?level=Advanced');
  });

  it('searches after typing stops, clears at once when blank, and says "No courses found"', async () => {
    const api = stubApi({
      ...base,
      'GET /api/v1/courses': (call) => json(200, coursesPage(new URLSearchParams(call.search).get('q') === 'zzz' ? [] : [summary(1)])),
    });
    const { user, location } = renderApp('/app/courses');
    const box = await screen.findByRole<HTMLInputElement>('searchbox', { name: 'Search courses' });
    await typeOnTestClock(box, 'zzz', () => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    expect(await screen.findByText('No courses found')).toBeInTheDocument();
    expect(location().search).toBe('?q=zzz');
    // Typing is debounced: one request for the whole word, not one per letter.
    expect(api.callsTo('GET /api/v1/courses').filter((c) => c.search.startsWith('?q=z'))).toHaveLength(1);
    await user.clear(box);
    expect(await screen.findByText('Course 1')).toBeInTheDocument();
    expect(location().search).toBe('');
    await user.type(box, 'zzz');
    await screen.findByText('No courses found');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Course 1')).toBeInTheDocument();
    expect(box).toHaveValue('');
  });

  it('enrolls for real and shows the success banner, or the server text on failure', async () => {
    let enrolled = false;
    const api = stubApi({
      ...base,
      'GET /api/v1/courses': () =>
        json(
          200,
          coursesPage([summary(1, { title: 'Python for Data' }), summary(2, { title: 'UX Design' })], {
            continueLearning: enrolled
              ? [{ ...summary(1, { title: 'Python for Data' }), enrollment: enrollment('course-1', { progress: 0 }) }]
              : [],
          }),
        ),
      'POST /api/v1/courses/course-1/enrollment': () => {
        enrolled = true;
        return json(201, { message: 'Successfully enrolled in course!', enrollment: enrollment('course-1', { progress: 0 }) });
      },
      'POST /api/v1/courses/course-2/enrollment': () => apiError(409, 'already_enrolled', 'You are already enrolled in this course'),
    });
    const { user } = renderApp('/app/courses');
    await user.click(await screen.findByRole('button', { name: 'Enroll in Python for Data' }));
    expect(await screen.findByText('Successfully enrolled in Python for Data!')).toBeInTheDocument();
    expect(api.callsTo('POST /api/v1/courses/course-1/enrollment')).toHaveLength(1);
    expect(await screen.findAllByRole('link', { name: 'Continue Python for Data' })).not.toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Enroll in UX Design' }));
    expect(await screen.findByText('You are already enrolled in this course')).toBeInTheDocument();
    expect(screen.queryByText('Successfully enrolled in Python for Data!')).not.toBeInTheDocument();
  });

  it('shows skeletons while loading and Try again when the list fails', async () => {
    let fail = true;
    stubApi({ ...base, 'GET /api/v1/courses': () => (fail ? json(500, {}) : json(200, coursesPage([summary(1)]))) });
    const { user } = renderApp('/app/courses');
    expect(await screen.findByRole('status', { name: 'Loading courses...' })).toBeInTheDocument();
    expect(await screen.findByText('Courses could not be loaded')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Course 1')).toBeInTheDocument();
  });
});

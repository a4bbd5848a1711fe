import type { DashboardResponse } from '@skilllink/contracts/dashboard';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json } from '../../../test/fetch-stub';
import { full, open } from '../test-fixtures';

describe('Dashboard courses', () => {
  const python = {
    id: 'course-py',
    title: 'Python for Data Analysis',
    instructor: 'Dr. Akua Sarpong',
    level: 'Intermediate' as const,
    thumbnail: '/media/courses/thumb-data-science.webp',
  };
  const withCourses: DashboardResponse = {
    ...full,
    continueLearning: [{ ...python, progress: 40 }],
    recommendedCourses: [
      { id: 'course-ux', title: 'UI/UX Foundations', instructor: 'Kojo Mensah', level: 'Beginner', thumbnail: '/x.webp' },
    ],
  };

  it('shows Continue Learning with real progress and Recommended Courses with their level and a View link', async () => {
    open(withCourses);
    const learning = (await screen.findByRole('heading', { name: 'Continue Learning' })).closest('section')!;
    expect(within(learning).getByText('Python for Data Analysis')).toBeInTheDocument();
    expect(within(learning).getByRole('progressbar', { name: 'Progress in Python for Data Analysis' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(within(learning).getByText('40% complete')).toBeInTheDocument();
    const recommended = screen.getByRole('heading', { name: 'Recommended Courses' }).closest('section')!;
    expect(within(recommended).getByText('Beginner')).toBeInTheDocument();
    expect(within(recommended).getByRole('link', { name: 'View UI/UX Foundations' })).toHaveAttribute('href', '/app/courses/course-ux');
  });

  it('Continue checks the enrolment, says "Resuming your learning session" and opens the course', async () => {
    const { user, api, location } = open(withCourses, {
      'GET /api/v1/courses/course-py': () => json(200, { id: 'course-py', enrollment: { lastLessonId: null } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Continue Python for Data Analysis' }));
    expect(await screen.findByText('Resuming your learning session')).toBeInTheDocument();
    expect(api.callsTo('GET /api/v1/courses/course-py').length).toBeGreaterThan(0);
    await waitFor(() => expect(location().pathname).toBe('/app/courses/course-py'));
  });

  it('Continue says the lesson could not be continued when the course cannot be opened', async () => {
    const { user, location } = open(withCourses, {
      'GET /api/v1/courses/course-py': () => apiError(404, 'course_not_found', 'Course not found'),
    });
    await user.click(await screen.findByRole('button', { name: 'Continue Python for Data Analysis' }));
    expect(await screen.findByText('Failed to continue lesson. Please try again.')).toBeInTheDocument();
    expect(location().pathname).toBe('/app/dashboard');
  });
});

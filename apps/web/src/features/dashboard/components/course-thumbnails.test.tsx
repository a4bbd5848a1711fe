import type { DashboardResponse } from '@skilllink/contracts/dashboard';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setDataSaver, showPhotos } from '../../../lib/data-saver';
import { full, open } from '../test-fixtures';

// The dashboard's course thumbnails and data saver (issue 28 §4): a block of the same size until "Show photos".

const course = { instructor: 'Dr. Akua Sarpong', level: 'Intermediate' as const };
const withCourses: DashboardResponse = {
  ...full,
  continueLearning: [
    { ...course, id: 'course-py', title: 'Python for Data Analysis', thumbnail: '/media/courses/thumb-py.webp', progress: 40 },
  ],
  recommendedCourses: [{ ...course, id: 'course-ux', title: 'UI/UX Foundations', thumbnail: '/media/courses/thumb-ux.webp' }],
};
const sources = () =>
  [...document.querySelectorAll('img')].map((img) => img.getAttribute('src')).filter((src) => src?.startsWith('/media/courses/'));

describe('Dashboard course thumbnails', () => {
  it('show with data saver off', async () => {
    setDataSaver(false);
    open(withCourses);
    await screen.findByRole('heading', { name: 'Recommended Courses' });
    expect(sources()).toEqual(['/media/courses/thumb-py.webp', '/media/courses/thumb-ux.webp']);
  });

  it('wait as blocks of the same size with data saver on, and load on "Show photos"', async () => {
    setDataSaver(true);
    open(withCourses);
    await screen.findByRole('heading', { name: 'Recommended Courses' });
    expect(sources()).toEqual([]);
    const blocks = [...document.querySelectorAll('[data-held-image]')];
    expect(blocks).toHaveLength(2);
    for (const block of blocks) expect(block).toHaveClass('h-9', 'w-16', 'shrink-0');
    act(() => showPhotos());
    expect(sources()).toEqual(['/media/courses/thumb-py.webp', '/media/courses/thumb-ux.webp']);
    expect(document.querySelector('[data-held-image]')).toBeNull();
  });
});

import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setDataSaver, showPhotos } from '../../../lib/data-saver';
import { PHOTO_BYTES, resetSavingsMemory, savedThisMonth } from '../../../lib/data-saver-savings';
import { json, member, signedInAs, stubApi } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { coursesPage, enrollment, summary } from '../test-fixtures';

// Course thumbnails and data saver (issue 28 §4): the category on the card's block until "Show photos".

function openCourses() {
  const enrolled = { ...summary(1, { title: 'Python for Data', category: 'Data Science' }), enrollment: enrollment('course-1') };
  stubApi({
    'GET /api/v1/session': signedInAs(member),
    'GET /api/v1/courses': () =>
      json(200, coursesPage([summary(2, { title: 'UX Design', category: 'Design' })], { continueLearning: [enrolled] })),
  });
  renderApp('/app/courses');
}
const images = () => [...document.querySelectorAll('main img, [data-held-image]')];

describe('Course thumbnails', () => {
  it('show with data saver off', async () => {
    setDataSaver(false);
    openCourses();
    const card = await screen.findByRole('article');
    expect(card.querySelector('img')).toHaveAttribute('src', '/media/courses/thumb-2.webp');
    const continuing = screen.getByRole('region', { name: 'Continue Learning' });
    expect(continuing.querySelector('img')).toHaveAttribute('src', '/media/courses/thumb-1.webp');
    expect(document.querySelector('[data-held-image]')).toBeNull();
  });

  it('wait as a block of the same size with the category with data saver on, count as saved, and load on "Show photos"', async () => {
    resetSavingsMemory();
    setDataSaver(true);
    openCourses();
    const card = await screen.findByRole('article');
    expect(card.querySelector('img')).toBeNull();
    const block = card.querySelector('[data-held-image]')!;
    expect(block).toHaveTextContent('Design');
    expect(block).toHaveClass('aspect-video', 'w-full');
    expect(block).toHaveAttribute('aria-hidden', 'true');
    const continuing = screen.getByRole('region', { name: 'Continue Learning' });
    expect(continuing.querySelector('img')).toBeNull();
    expect(within(continuing).getByText('Data Science')).toHaveClass('h-14', 'w-24');
    expect(savedThisMonth()).toBe(2 * PHOTO_BYTES.thumbnail);

    act(() => showPhotos());
    expect(card.querySelector('img')).toHaveAttribute('src', '/media/courses/thumb-2.webp');
    expect(continuing.querySelector('img')).toHaveAttribute('src', '/media/courses/thumb-1.webp');
    expect(images().filter((el) => el.tagName !== 'IMG')).toEqual([]);
    expect(savedThisMonth()).toBe(2 * PHOTO_BYTES.thumbnail);
  });
});

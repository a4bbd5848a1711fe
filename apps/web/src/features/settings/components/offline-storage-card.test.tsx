import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/ui/toast';
import { LAST_MEMBER_KEY } from '../../../lib/offline-data';
import { savedLessons, SAVED_LESSONS_PREFIX } from '../../../lib/offline-lessons';
import { OfflineStorageCard } from './offline-storage-card';

const saved = (lessonId: string, bytes: number) => ({
  courseId: 'c1',
  lessonId,
  videoUrl: `/media/courses/${lessonId}.webm`,
  files: [{ url: `/media/courses/${lessonId}.webm`, bytes }],
  bytes,
  savedAt: '2026-12-19T09:00:00.000Z',
});

describe('Settings: saved for offline', () => {
  it('says how many lessons the member saved, the space, the browser’s estimate, and removes them all', async () => {
    window.localStorage.setItem(LAST_MEMBER_KEY, JSON.stringify({ id: 'member-a' }));
    window.localStorage.setItem(`${SAVED_LESSONS_PREFIX}member-a`, JSON.stringify([saved('l1', 3_145_728), saved('l2', 1_258_291)]));
    // Another member's lessons on the same device are not counted.
    window.localStorage.setItem(`${SAVED_LESSONS_PREFIX}member-b`, JSON.stringify([saved('l3', 9_000_000)]));
    const deleted: string[] = [];
    vi.stubGlobal('caches', { open: async () => ({ delete: async (key: string) => deleted.push(key) }) });
    vi.stubGlobal('navigator', { ...navigator, storage: { estimate: async () => ({ usage: 5_242_880, quota: 2_147_483_648 }) } });
    render(
      <ToastProvider>
        <OfflineStorageCard />
      </ToastProvider>,
    );
    const card = screen.getByRole('region', { name: 'Saved for offline' });
    expect(card).toHaveTextContent('2 lessons saved · 4.2 MB');
    expect(await screen.findByText('SkillLink uses 5 MB of the 2 GB this browser allows on this device.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove all' }));
    expect(await screen.findByText(/^No lessons saved\./)).toBeInTheDocument();
    expect(savedLessons('member-a')).toEqual([]);
    expect(savedLessons('member-b')).toHaveLength(1);
    expect(deleted.map((k) => new URL(k).pathname)).toEqual(['/media/courses/l1.webm', '/media/courses/l2.webm']);
  });
});

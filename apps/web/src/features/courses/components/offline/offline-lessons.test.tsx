import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { reportReachable } from '../../../../lib/connectivity';
import { json, member, signedInAs, stubApi } from '../../../../test/fetch-stub';
import { renderApp } from '../../../../test/render-app';
import { detail, reviewsPage } from '../../test-fixtures';

/** A small in-memory Cache API (restored after each test with the other stubbed globals). */
function fakeCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    return {
      put: async (key: string, response: Response) => void store.set(String(key), response),
      match: async (key: string) => store.get(String(key))?.clone(),
      delete: async (key: string) => store.delete(String(key)),
    };
  };
  vi.stubGlobal('caches', { open, delete: async (name: string) => stores.delete(name) });
  return stores;
}

const media = (body: string) => () => new Response(body, { headers: { 'Content-Type': 'video/webm' } });
const handlers = {
  'GET /api/v1/session': signedInAs(member),
  'GET /api/v1/courses/course-1/reviews': () => json(200, reviewsPage([])),
  'GET /api/v1/courses/course-1': () => json(200, detail()),
  'PUT /api/v1/courses/course-1/lessons/lesson-1/position': () => json(204),
  'GET /media/courses/sample-2.webm': media('v'.repeat(500)),
  'GET /media/courses/sample-2.vtt': media('WEBVTT'),
  'GET /media/courses/sample-2.jpg': media('jpg'),
};

describe('Lessons saved for offline', () => {
  it('shows the size first, saves the open lesson, marks it in the curriculum, and removes it', async () => {
    const stores = fakeCaches();
    const api = stubApi(handlers);
    const { user } = renderApp('/app/courses/course-1');
    // The standard rendition with captions and poster: 43,008 + 180 + 2,048 bytes.
    const save = await screen.findByRole('button', { name: 'Save for offline Video · 44 KB' });
    expect(screen.getByRole('button', { name: 'Save course for offline · 88 KB' })).toBeInTheDocument();
    expect(api.callsTo('GET /media/courses/sample-2.webm')).toHaveLength(0);
    await user.click(save);
    expect(await screen.findByText('Saved for offline · 1 KB')).toBeInTheDocument();
    expect(api.callsTo('GET /media/courses/sample-2.webm')).toHaveLength(1);
    expect([...(stores.get('sl-lessons')?.keys() ?? [])]).toEqual([
      'http://localhost:3000/media/courses/sample-2.webm',
      'http://localhost:3000/media/courses/sample-2.vtt',
      'http://localhost:3000/media/courses/sample-2.jpg',
    ]);
    expect(screen.getByRole('button', { name: 'Lesson 2 is saved for offline. Remove it' })).toBeInTheDocument();
    // The course button offers the rest only.
    expect(screen.getByRole('button', { name: 'Save the other lessons for offline · 44 KB' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Video lesson 2 from offline' }));
    expect(await screen.findByRole('button', { name: 'Save for offline Video · 44 KB' })).toBeInTheDocument();
    expect(stores.get('sl-lessons')?.size).toBe(0);
  });

  it('offline, says a lesson is not saved instead of showing a player that cannot load', async () => {
    fakeCaches();
    stubApi(handlers);
    renderApp('/app/courses/course-1');
    expect(await screen.findByRole('group', { name: 'Video player: Video lesson 2' })).toBeInTheDocument();
    act(() => reportReachable(false));
    expect(await screen.findByText('This lesson is not saved for offline')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Video player: Video lesson 2' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Save for offline/ })).toBeDisabled();
    act(() => reportReachable(true));
    expect(await screen.findByRole('group', { name: 'Video player: Video lesson 2' })).toBeInTheDocument();
  });

  it('keeps the player of a lesson already playing when the connection goes: what is loaded plays on', async () => {
    fakeCaches();
    stubApi({
      ...handlers,
      'POST /api/v1/courses/course-1/lessons/lesson-2/heartbeat': () =>
        json(200, { watchedSeconds: 0, completed: false, completion: null }),
    });
    renderApp('/app/courses/course-1');
    const player = await screen.findByRole('group', { name: 'Video player: Video lesson 2' });
    fireEvent(player.querySelector('video')!, new Event('play'));
    act(() => reportReachable(false));
    expect(screen.getByRole('group', { name: 'Video player: Video lesson 2' })).toBeInTheDocument();
    expect(screen.queryByText('This lesson is not saved for offline')).not.toBeInTheDocument();
    act(() => reportReachable(true));
  });
});

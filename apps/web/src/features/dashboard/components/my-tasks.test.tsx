import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setDataSaver } from '../../../lib/data-saver';
import { json, stubApi } from '../../../test/fetch-stub';
import { MyTasks } from './my-tasks';

// The dashboard's "My Tasks" (below the first screen on a phone) and data saver (ADR 074).

/** An IntersectionObserver the test moves: `scrollTo()` brings every observed element onto the screen. */
function fakeScreen() {
  const observers: Array<{ callback: IntersectionObserverCallback; targets: Element[] }> = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      readonly entry: { callback: IntersectionObserverCallback; targets: Element[] };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, targets: [] };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.push(target);
      }
      disconnect() {
        this.entry.targets = [];
      }
    },
  );
  return {
    scrollTo: () =>
      act(() => {
        for (const o of observers)
          o.callback(
            o.targets.map((target) => ({ target, isIntersecting: true })) as unknown as IntersectionObserverEntry[],
            {} as IntersectionObserver,
          );
      }),
  };
}

const task = { id: 't1', projectId: 'p1', projectTitle: 'Website relaunch', title: 'Write the launch post', dueDate: null };

function renderTasks() {
  return render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MyTasks />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('My Tasks', () => {
  it('asks for the tasks at once with data saver off', async () => {
    fakeScreen();
    const api = stubApi({ 'GET /api/v1/workspace/tasks/mine': () => json(200, { items: [task] }) });
    renderTasks();
    expect(await screen.findByText('Write the launch post')).toBeInTheDocument();
    expect(api.callsTo('GET /api/v1/workspace/tasks/mine')).toHaveLength(1);
  });

  it('with data saver on, asks only once its place scrolls onto the screen', async () => {
    setDataSaver(true);
    const view = fakeScreen();
    const api = stubApi({ 'GET /api/v1/workspace/tasks/mine': () => json(200, { items: [task] }) });
    renderTasks();
    await act(async () => undefined);
    expect(api.callsTo('GET /api/v1/workspace/tasks/mine')).toHaveLength(0);
    view.scrollTo();
    expect(await screen.findByText('Write the launch post')).toBeInTheDocument();
    expect(api.callsTo('GET /api/v1/workspace/tasks/mine')).toHaveLength(1);
  });
});

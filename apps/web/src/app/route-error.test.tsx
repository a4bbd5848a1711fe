import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportReachable } from '../lib/connectivity';
import { RouteErrorBoundary } from './route-error';

// A page that cannot open: its code never reached this device (offline), or it broke.

function Broken(): never {
  throw new TypeError('Failed to fetch dynamically imported module');
}

function renderBroken() {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return render(
    <RouteErrorBoundary resetKey="/app/jobs" inShell>
      <Broken />
    </RouteErrorBoundary>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('a page that cannot open', () => {
  it('offline, says it is not available offline yet and opens by itself once the server answers', () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    reportReachable(false);
    renderBroken();
    expect(screen.getByRole('alert')).toHaveTextContent('This page is not available offline yet');
    expect(screen.queryByRole('button', { name: 'Reload page' })).not.toBeInTheDocument();
    act(() => reportReachable(true));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('online, says something went wrong and offers Reload', () => {
    renderBroken();
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
  });
});

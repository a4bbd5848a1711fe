import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rereadDataSaver, setDataSaver } from '../../../lib/data-saver';
import { job } from '../test-fixtures';
import { JobAction } from './job-action';

// Reaching for Apply fetches the job's questions ahead, except with data saver (ADR 074).

function setup() {
  const client = new QueryClient();
  const prefetch = vi.spyOn(client, 'prefetchQuery').mockResolvedValue(undefined);
  render(
    <QueryClientProvider client={client}>
      <JobAction job={job(1)} onApply={vi.fn()} />
    </QueryClientProvider>,
  );
  const apply = screen.getByRole('button');
  fireEvent.pointerEnter(apply);
  fireEvent.focus(apply);
  return prefetch;
}

afterEach(() => {
  localStorage.removeItem('sl-data-saver');
  rereadDataSaver();
  vi.restoreAllMocks();
});

describe('Apply prefetch', () => {
  it('fetches the job ahead on hover and focus', () => {
    setDataSaver(false);
    expect(setup()).toHaveBeenCalledTimes(2);
  });

  it('fetches nothing ahead with data saver on', () => {
    setDataSaver(true);
    expect(setup()).not.toHaveBeenCalled();
  });
});

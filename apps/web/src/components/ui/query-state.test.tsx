import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QueryState, type QueryLike } from './query-state';

type Items = { items: string[] };

/** A query at rest: nothing fetching, no error, no answer yet unless given. */
function query(over: Partial<QueryLike<Items>> = {}): QueryLike<Items> {
  return { data: undefined, isError: false, isFetching: false, refetch: vi.fn(), ...over };
}

function renderState(q: QueryLike<Items>, variant?: 'page' | 'inline') {
  return render(
    <QueryState
      query={q}
      variant={variant}
      errorTitle="Your things could not be loaded"
      errorBody="Check your connection."
      isEmpty={(data) => data.items.length === 0}
      empty={<p>Nothing here yet</p>}
    >
      {(data) => (
        <ul aria-label="Things">
          {data.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </QueryState>,
  );
}

describe('QueryState', () => {
  it('offline with nothing kept, says it is not available offline yet instead of loading forever', () => {
    renderState(query({ fetchStatus: 'paused' }));
    expect(screen.getByText('Not available offline yet')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    renderState(query({ fetchStatus: 'paused' }), 'inline');
    expect(screen.getByRole('status')).toHaveTextContent('Not available offline yet');
  });

  it('offline with something kept, shows it', () => {
    renderState(query({ fetchStatus: 'paused', data: { items: ['Kept'] } }));
    expect(screen.getByRole('listitem')).toHaveTextContent('Kept');
  });

  it('says it is loading until the first answer', () => {
    renderState(query());
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows a screen its own loader instead of the spinner', () => {
    render(
      <QueryState query={query()} loading={<p>Shapes of cards</p>} errorTitle="x">
        {() => null}
      </QueryState>,
    );
    expect(screen.getByText('Shapes of cards')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('offers Try again when the load failed with nothing to show, and asks again', async () => {
    const refetch = vi.fn();
    const user = userEvent.setup();
    renderState(query({ isError: true, refetch }));
    expect(screen.getByText('Your things could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Check your connection.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('keeps Try again busy while it asks again', () => {
    renderState(query({ isError: true, isFetching: true }));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDisabled();
  });

  it('says an inline failure as an alert', () => {
    renderState(query({ isError: true }), 'inline');
    expect(screen.getByRole('alert')).toHaveTextContent('Your things could not be loaded');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('keeps showing the last answer when a refetch fails', () => {
    renderState(query({ isError: true, data: { items: ['Kept'] } }));
    expect(screen.getByRole('list', { name: 'Things' })).toHaveTextContent('Kept');
    expect(screen.queryByText('Your things could not be loaded')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('shows the empty state for an empty answer, and the data otherwise', () => {
    const { unmount } = renderState(query({ data: { items: [] } }));
    expect(screen.getByText('Nothing here yet')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    unmount();
    renderState(query({ data: { items: ['One'] } }));
    expect(screen.queryByText('Nothing here yet')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Things' })).toHaveTextContent('One');
  });
});

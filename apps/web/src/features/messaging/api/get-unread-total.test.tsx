import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setDataSaver } from '../../../lib/data-saver';
import { json, stubApi } from '../../../test/fetch-stub';
import { useUnreadTotal } from './get-unread-total';

// The unread count in the tab title and the nav badge (ADR 074: data saver fetches only the number).

function Badge() {
  return <p>{useUnreadTotal()} unread</p>;
}

const page = (n: number) => ({
  items: Array.from({ length: n }, (_, i) => ({ id: `c${i}`, lastMessage: null })),
  nextCursor: null,
  unreadTotal: 7,
});

function renderBadge() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Badge />
    </QueryClientProvider>,
  );
}

describe('the unread count', () => {
  it('comes with the first page of conversations, which the Messages page then opens with', async () => {
    const api = stubApi({ 'GET /api/v1/conversations': () => json(200, page(3)) });
    renderBadge();
    expect(await screen.findByText('7 unread')).toBeInTheDocument();
    expect(api.callsTo('GET /api/v1/conversations').map((c) => c.search)).toEqual(['']);
  });

  it('with data saver on, is asked for alone: a page of one conversation', async () => {
    setDataSaver(true);
    const api = stubApi({ 'GET /api/v1/conversations': (call) => json(200, page(call.search === '?limit=1' ? 1 : 10)) });
    renderBadge();
    expect(await screen.findByText('7 unread')).toBeInTheDocument();
    expect(api.callsTo('GET /api/v1/conversations').map((c) => c.search)).toEqual(['?limit=1']);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { history, pageApi, results } from '../test-fixtures';

const noSearch = () => json(200, results('x', 'all', []));

describe('Recent searches', () => {
  it('runs a recent search again with its tab and filters', async () => {
    stubApi(pageApi(noSearch));
    const { user, location } = renderApp('/app/search');
    const recent = await screen.findByRole('region', { name: 'Recent searches' });
    const entry = await within(recent).findByRole('link', { name: /react/ });
    expect(entry).toHaveAttribute('href', '/app/search?q=react&tab=jobs&location=Accra&experience=mid');
    await user.click(entry);
    expect(location().search).toBe('?q=react&tab=jobs&location=Accra&experience=mid');
  });

  it('removes one search, and clears them all', async () => {
    let items = history.items;
    const api = stubApi({
      ...pageApi(noSearch),
      'GET /api/v1/search/history': () => json(200, { items }),
      'DELETE /api/v1/search/history/h1': () => {
        items = items.filter((entry) => entry.id !== 'h1');
        return json(204);
      },
      'DELETE /api/v1/search/history': () => {
        items = [];
        return json(204);
      },
    });
    const { user } = renderApp('/app/search');
    const recent = await screen.findByRole('region', { name: 'Recent searches' });
    await user.click(await within(recent).findByRole('button', { name: 'Remove “react” from recent searches' }));
    await waitFor(() => expect(within(recent).queryByRole('link', { name: /react/ })).not.toBeInTheDocument());
    expect(within(recent).getByRole('link', { name: 'figma' })).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/v1/search/history/h1')).toHaveLength(1);

    await user.click(within(recent).getByRole('button', { name: 'Clear all recent searches' }));
    expect(await within(recent).findByText('Your searches will show here.')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/v1/search/history')).toHaveLength(1);
  });

  it('puts a search back and says so when removing it fails', async () => {
    stubApi({ ...pageApi(noSearch), 'DELETE /api/v1/search/history/h1': () => json(500, {}) });
    const { user } = renderApp('/app/search');
    const recent = await screen.findByRole('region', { name: 'Recent searches' });
    await user.click(await within(recent).findByRole('button', { name: 'Remove “react” from recent searches' }));
    expect(await screen.findByText('We could not remove that search. Please try again.')).toBeInTheDocument();
    expect(within(recent).getByRole('link', { name: /react/ })).toBeInTheDocument();
  });

  it('shows trending skills to search and people to meet', async () => {
    stubApi(pageApi(noSearch));
    renderApp('/app/search');
    const trending = await screen.findByRole('region', { name: 'Trending skills' });
    expect(await within(trending).findByRole('link', { name: 'AI/Machine Learning' })).toHaveAttribute(
      'href',
      '/app/search?q=AI%2FMachine+Learning',
    );
    const people = screen.getByRole('region', { name: 'People you may know' });
    expect(within(people).getByRole('link', { name: 'Efua Mensah' })).toHaveAttribute('href', '/app/profile/person-7');
    expect(within(people).getByText('Product Designer at Andela')).toBeInTheDocument();
  });
});

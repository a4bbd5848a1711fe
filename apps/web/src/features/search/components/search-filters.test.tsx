import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { group, pageApi, paramsOf, reactJob, results } from '../test-fixtures';

const suggested = { skills: ['React', 'TypeScript'], locations: ['Accra', 'Kumasi'], companies: ['Hubtel', 'MTN Ghana'] };
const answer = () => json(200, results('react', 'all', [group('job', [reactJob])], { suggestedFilters: suggested }));

describe('Search filters', () => {
  it('opens the panel, and each filter refines the search in the address (replacing the step)', async () => {
    const api = stubApi(pageApi(answer));
    const { user, location, navigationType } = renderApp('/app/search?q=react');
    await screen.findByRole('region', { name: 'Jobs' });

    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Filters' });

    await user.selectOptions(within(panel).getByLabelText('Experience'), 'senior');
    expect(location().search).toBe('?q=react&experience=senior');
    expect(navigationType()).toBe('REPLACE');
    await user.selectOptions(within(panel).getByLabelText('Date posted'), 'week');
    await user.type(within(panel).getByLabelText('Location'), 'Tema');
    await waitFor(() => expect(location().search).toBe('?q=react&location=Tema&experience=senior&dateRange=week'));
    await waitFor(() =>
      expect(paramsOf(api.callsTo('GET /api/v1/search').at(-1)!)).toEqual({
        q: 'react',
        location: 'Tema',
        experience: 'senior',
        dateRange: 'week',
      }),
    );
    expect(screen.getByRole('button', { name: 'Filters (3)' })).toBeInTheDocument();

    // Type is the tab: a new step in the history.
    await user.selectOptions(within(panel).getByLabelText('Type'), 'jobs');
    expect(new URLSearchParams(location().search).get('tab')).toBe('jobs');
    expect(navigationType()).toBe('PUSH');
    expect(screen.getByRole('tab', { name: /Jobs/ })).toHaveAttribute('aria-selected', 'true');

    await user.click(within(panel).getByRole('button', { name: 'Clear filters' }));
    expect(location().search).toBe('?q=react&tab=jobs');
  });

  it('picks suggested skills, locations and companies from the results', async () => {
    stubApi(pageApi(answer));
    const { user, location } = renderApp('/app/search?q=react');
    await screen.findByRole('region', { name: 'Jobs' });
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = screen.getByRole('region', { name: 'Filters' });

    const skills = await within(panel).findByRole('group', { name: 'Skills' });
    await user.click(within(skills).getByRole('button', { name: 'TypeScript' }));
    expect(new URLSearchParams(location().search).get('skills')).toBe('TypeScript');
    expect(within(skills).getByRole('button', { name: 'TypeScript' })).toHaveAttribute('aria-pressed', 'true');
    // The skills box shows it as a tag to remove.
    expect(within(panel).getByRole('button', { name: 'Remove TypeScript' })).toBeInTheDocument();

    const locations = within(panel).getByRole('group', { name: 'Locations' });
    await user.click(within(locations).getByRole('button', { name: 'Kumasi' }));
    expect(new URLSearchParams(location().search).get('location')).toBe('Kumasi');
    expect(within(panel).getByLabelText('Location')).toHaveValue('Kumasi');

    // There is no company filter: a company narrows the query (a new search).
    await user.click(within(within(panel).getByRole('group', { name: 'Companies' })).getByRole('button', { name: 'MTN Ghana' }));
    expect(new URLSearchParams(location().search).get('q')).toBe('react MTN Ghana');
  });

  it('restores the search and its filters from the address (a reload, a shared link)', async () => {
    const api = stubApi(pageApi(answer));
    renderApp('/app/search?q=react&tab=jobs&location=Accra&skills=React,SQL&experience=mid&dateRange=month');
    const panel = await screen.findByRole('region', { name: 'Filters' });
    expect(screen.getByRole('button', { name: 'Filters (4)' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel).getByLabelText('Type')).toHaveValue('jobs');
    expect(within(panel).getByLabelText('Location')).toHaveValue('Accra');
    expect(within(panel).getByLabelText('Experience')).toHaveValue('mid');
    expect(within(panel).getByLabelText('Date posted')).toHaveValue('month');
    expect(within(panel).getByRole('button', { name: 'Remove SQL' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Jobs/ })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() =>
      expect(paramsOf(api.callsTo('GET /api/v1/search')[0]!)).toEqual({
        q: 'react',
        tab: 'jobs',
        location: 'Accra',
        skills: 'React,SQL',
        experience: 'mid',
        dateRange: 'month',
      }),
    );
  });
});

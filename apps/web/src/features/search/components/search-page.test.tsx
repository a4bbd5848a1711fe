import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, stubApi } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { ama, group, hit, pageApi, paramsOf, reactCourse, reactJob, reactSkill, results } from '../test-fixtures';

/** All for "react": a person, jobs (60: All stops counting there), a course and a skill. */
const allReact = () =>
  results('react', 'all', [
    group('person', [ama]),
    group('job', [reactJob], 60),
    group('course', [reactCourse]),
    group('skill', [reactSkill]),
  ]);

const ranReact = {
  items: [{ id: 'h9', query: 'react', filters: { tab: 'all', experience: 'all', dateRange: 'all' }, timestamp: new Date().toISOString() }],
};

describe('Search page', () => {
  it('shows each kind that found something on All, with counts, cards and "See all" to its tab', async () => {
    const api = stubApi({
      ...pageApi(() => json(200, allReact())),
      // The server keeps each search in the member's history (§9) before it answers.
      'GET /api/v1/search/history': () => json(200, api.callsTo('GET /api/v1/search').length > 0 ? ranReact : { items: [] }),
    });
    renderApp('/app/search?q=react');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    expect(document.title).toBe('Search | SkillLink');
    expect(screen.getByRole('searchbox', { name: 'Search terms' })).toHaveValue('react');

    const people = await screen.findByRole('region', { name: 'People' });
    const person = within(people).getByRole('article', { name: 'Kwame Boateng' });
    expect(within(person).getByRole('link', { name: 'Kwame Boateng' })).toHaveAttribute('href', '/app/profile/person-1');
    expect(within(person).getByText('2nd-degree connection')).toBeInTheDocument();
    expect(within(person).getByText('Frontend Engineer at Hubtel')).toBeInTheDocument();
    expect(within(person).getByText('Accra, Ghana')).toBeInTheDocument();
    expect(within(person).getByText('TypeScript')).toBeInTheDocument();

    const jobs = screen.getByRole('region', { name: 'Jobs' });
    expect(within(jobs).getByRole('link', { name: 'See all 60+' })).toHaveAttribute('href', '/app/search?q=react&tab=jobs');
    const job = within(jobs).getByRole('article', { name: 'React Developer' });
    expect(within(job).getByText('Mid level')).toBeInTheDocument();
    expect(within(job).getByText('Match score: 82%')).toBeInTheDocument();
    expect(within(job).getByText('2d ago')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Courses' })).getByText('Instructor: Esi Owusu')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Skills' })).getByRole('link', { name: 'React' })).toHaveAttribute(
      'href',
      '/app/skills?q=React',
    );
    // A kind that found nothing has no section.
    expect(screen.queryByRole('region', { name: 'Projects' })).not.toBeInTheDocument();

    expect(screen.getByRole('tab', { name: 'All 63+' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Jobs 60+' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Projects 0' })).toBeInTheDocument();
    expect(screen.getByText('63+ results for “react”')).toBeInTheDocument();
    expect(paramsOf(api.callsTo('GET /api/v1/search')[0]!)).toEqual({ q: 'react' });
    // The side column reads the history again once the search ran, so it lists this search.
    const recent = screen.getByRole('region', { name: 'Recent searches' });
    expect(await within(recent).findByRole('link', { name: 'react' })).toHaveAttribute('href', '/app/search?q=react');
  });

  it('pages a kind\'s tab with "Show more" and the same search; a tab is a new step in the history', async () => {
    const first = Array.from({ length: 20 }, (_, i) => hit('person', i + 1));
    const api = stubApi(
      pageApi((call) => {
        const p = paramsOf(call);
        if (p.tab !== 'people') return json(200, allReact());
        if (!p.cursor) return json(200, results('react', 'people', [group('person', first, 1000, 'next-20')]));
        return json(200, results('react', 'people', [group('person', [hit('person', 21)], 1000, null)]));
      }),
    );
    const { user, location, navigationType } = renderApp('/app/search?q=react&location=Accra');
    await screen.findByRole('region', { name: 'People' });

    await user.click(screen.getByRole('tab', { name: /People/ }));
    expect(location().search).toBe('?q=react&tab=people&location=Accra');
    expect(navigationType()).toBe('PUSH');
    expect(await screen.findByRole('tab', { name: 'People 1,000+' })).toHaveAttribute('aria-selected', 'true');
    // The other tabs keep the counts All found.
    expect(screen.getByRole('tab', { name: 'Jobs 60+' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(20);

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(21));
    expect(screen.getByRole('link', { name: 'person 21' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(paramsOf(api.callsTo('GET /api/v1/search').at(-1)!)).toEqual({
      q: 'react',
      tab: 'people',
      location: 'Accra',
      cursor: 'next-20',
    });
  });

  it('suggests popular searches before any search, and runs one on a tap', async () => {
    const api = stubApi(pageApi(() => json(200, allReact())));
    const { user, location } = renderApp('/app/search');
    expect(await screen.findByText('What are you looking for?')).toBeInTheDocument();
    const popular = screen.getByRole('region', { name: 'Popular searches' });
    expect(await within(popular).findAllByRole('link')).toHaveLength(8);
    expect(api.callsTo('GET /api/v1/search')).toHaveLength(0);

    await user.click(within(popular).getByRole('link', { name: 'Python' }));
    expect(location().search).toBe('?q=Python');
    await screen.findByRole('tab', { name: /All/ });
  });

  it('says "No results found" when nothing matches, with Clear filters when filters narrow it', async () => {
    stubApi(pageApi(() => json(200, results('zzqx', 'all', []))));
    const { user, location } = renderApp('/app/search?q=zzqx&experience=senior');
    expect(await screen.findByText('No results found')).toBeInTheDocument();
    const empty = screen.getByText('No results found').parentElement!;
    await user.click(within(empty).getByRole('button', { name: 'Clear filters' }));
    expect(location().search).toBe('?q=zzqx');
  });

  it("offers every kind when a kind's tab finds nothing and no filter narrows it", async () => {
    stubApi(pageApi(() => json(200, results('zzqx', 'jobs', [group('job', [])]))));
    const { user, location } = renderApp('/app/search?q=zzqx&tab=jobs');
    expect(await screen.findByText('No results found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search all types' }));
    expect(location().search).toBe('?q=zzqx');
  });

  it('says so when the search fails, and Try again runs it again', async () => {
    let fail = true;
    stubApi(pageApi(() => (fail ? json(500, {}) : json(200, allReact()))));
    const { user } = renderApp('/app/search?q=react');
    expect(await screen.findByText('We could not search right now')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'People' })).toBeInTheDocument();
  });

  it('says a query from the address is too long, without asking the server or offering "Try again"', async () => {
    const api = stubApi(pageApi(() => apiError(400, 'validation_failed', 'Must be at most 200 characters')));
    renderApp(`/app/search?q=${'a'.repeat(201)}`);
    expect(await screen.findByText('This search is too long')).toBeInTheDocument();
    expect(screen.getByText('Use at most 200 characters.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/v1/search')).toHaveLength(0);
  });

  it('runs a new query from the page box as a new step in the history', async () => {
    stubApi(pageApi(() => json(200, allReact())));
    const { user, location, navigationType } = renderApp('/app/search?q=react&tab=jobs');
    const box = await screen.findByRole('searchbox', { name: 'Search terms' });
    await user.clear(box);
    await user.type(box, 'python{Enter}');
    expect(location().search).toBe('?q=python&tab=jobs');
    expect(navigationType()).toBe('PUSH');
  });
});

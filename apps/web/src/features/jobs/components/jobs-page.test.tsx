import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/use-debounced';
import { typeOnTestClock } from '../../../test/fake-clock';
import { apiError, json, stubApi } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { job, jobsPage, pageApi } from '../test-fixtures';

describe('Jobs page', () => {
  it('shows the cards with every fact, the total and the side column', async () => {
    stubApi({
      ...pageApi([job(9, { saved: true })]),
      'GET /api/v1/jobs': () =>
        json(
          200,
          jobsPage(
            [
              job(1, { title: 'Frontend Engineer', isRemote: true, skills: ['React', 'TypeScript', 'CSS', 'Git', 'Jest', 'Figma'] }),
              job(2, { salary: null, type: 'contract', experienceLevel: 'senior', myApplication: { id: 'a2', status: 'interviewed' } }),
              job(3, { salary: { min: 25, max: 40, currency: 'USD', period: 'hour' }, isActive: false }),
            ],
            { total: 100, hasMore: true },
          ),
        ),
    });
    renderApp('/app/jobs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Jobs & Projects' })).toBeInTheDocument();
    expect(document.title).toBe('Jobs & Projects | SkillLink');
    expect(screen.getByRole('link', { name: 'Post a job' })).toHaveAttribute('href', '/app/jobs/new');
    expect(screen.getByRole('tab', { name: 'Jobs' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('tab', { name: 'Saved 1' })).toBeInTheDocument();
    expect(await screen.findByText('100+ jobs')).toBeInTheDocument();

    const [first, second, third] = screen.getAllByRole('article');
    const card = within(first!);
    expect(card.getByRole('link', { name: 'Frontend Engineer' })).toHaveAttribute('href', '/app/jobs/job-1');
    expect(card.getByText('Company 1')).toBeInTheDocument();
    expect(card.getByText('Accra, Ghana')).toBeInTheDocument();
    expect(card.getByText('Remote')).toBeInTheDocument();
    expect(card.getByText('Full-time')).toBeInTheDocument();
    expect(card.getByText('Mid level')).toBeInTheDocument();
    expect(card.getByText('GHS 60k – GHS 90k')).toBeInTheDocument();
    // The first four skills, then "+2 more".
    expect(card.getAllByRole('listitem').map((li) => li.textContent)).toEqual(
      expect.arrayContaining(['React', 'Git', '+2 moreand 2 more skills']),
    );
    expect(card.queryByText('Jest')).not.toBeInTheDocument();
    expect(card.getByText('2d ago')).toBeInTheDocument();
    expect(card.getByText('Match score: 72%')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Save Frontend Engineer' })).toHaveAttribute('aria-pressed', 'false');
    expect(card.getByRole('button', { name: 'Apply to Frontend Engineer' })).toBeInTheDocument();
    // An application shows its status instead of Apply; a closed job says so.
    expect(within(second!).getByText('Salary not disclosed')).toBeInTheDocument();
    expect(within(second!).getByText('Contract')).toBeInTheDocument();
    expect(within(second!).getByText('Application status: Interviewed')).toBeInTheDocument();
    expect(within(second!).queryByRole('button', { name: /Apply/ })).not.toBeInTheDocument();
    expect(within(third!).getByText('$25 – $40/hr')).toBeInTheDocument();
    expect(within(third!).getByText('Closed')).toBeInTheDocument();
    expect(within(third!).queryByRole('button', { name: /Apply/ })).not.toBeInTheDocument();

    const side = screen.getByRole('complementary', { name: 'Job insights' });
    const recommended = within(within(side).getByRole('region', { name: 'Recommended for you' }));
    expect(recommended.getAllByRole('link').map((a) => a.textContent)).toEqual(['Data Analyst', 'Job 12', 'Job 13']);
    const insights = within(within(side).getByRole('region', { name: 'Market insights' }));
    expect(insights.getByText('61 open jobs · 14 remote')).toBeInTheDocument();
    expect(insights.getByText('React: GHS 84k (from 7 jobs)')).toBeInTheDocument();
    expect(insights.getByText('20 openings')).toBeInTheDocument();
    const strength = within(within(side).getByRole('region', { name: 'Profile strength' }));
    expect(strength.getByRole('progressbar', { name: 'Profile strength' })).toHaveAttribute('aria-valuenow', '65');
    expect(strength.getByRole('link', { name: 'Add a profile photo' })).toHaveAttribute('href', '/app/profile');
    expect(strength.getByRole('link', { name: 'Add your education' })).toHaveAttribute('href', '/app/profile?tab=education');
  });

  it('keeps the filters in the address, asks the server with them, and appends "Show more"', async () => {
    const api = stubApi({
      ...pageApi(),
      'GET /api/v1/jobs': (call) => {
        const page = new URLSearchParams(call.search).get('page');
        return json(
          200,
          page === '2'
            ? jobsPage([job(21), job(22)], { page: 2, total: 22, hasMore: false })
            : jobsPage([job(1), job(2)], { total: 22, hasMore: true }),
        );
      },
    });
    const { user, location } = renderApp('/app/jobs?type=contract&remote=true');
    expect(await screen.findByLabelText('Job type')).toHaveValue('contract');
    expect(screen.getByRole('checkbox', { name: 'Remote only' })).toBeChecked();
    expect(api.callsTo('GET /api/v1/jobs')[0]!.search).toBe('?type=contract&remote=true');
    // Without a query, the server sorts by newest.
    expect(screen.getByLabelText('Sort by')).toHaveValue('newest');

    await user.click(screen.getByRole('button', { name: 'More filters' }));
    await user.selectOptions(screen.getByLabelText('Experience'), 'senior');
    await user.selectOptions(screen.getByLabelText('Date posted'), 'week');
    await user.type(screen.getByLabelText('Skills'), 'React{Enter}Node.js,');
    await user.selectOptions(screen.getByLabelText('Salary currency'), 'GHS');
    await user.type(screen.getByLabelText('Minimum salary'), '5000');
    const wanted = '?type=contract&experience=senior&remote=true&skills=React%2CNode.js&currency=GHS&salaryMin=5000&datePosted=week';
    await waitFor(() => expect(location().search).toBe(wanted));
    await waitFor(() => expect(api.callsTo('GET /api/v1/jobs').map((c) => c.search)).toContain(wanted));
    expect(screen.getByRole('button', { name: 'More filters (4)' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Remove Node.js' })).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('link', { name: 'Job 21' })).toHaveFocus();
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(api.callsTo('GET /api/v1/jobs').at(-1)!.search).toBe(`${wanted}&page=2`);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location().search).toBe(''));
  });

  it('searches once typing pauses, sorts by best match with a query, and says "No results found"', async () => {
    const api = stubApi({
      ...pageApi(),
      'GET /api/v1/jobs': (call) => json(200, jobsPage(new URLSearchParams(call.search).get('q') === 'zzz' ? [] : [job(1)])),
    });
    const { user, location } = renderApp('/app/jobs');
    const box = await screen.findByRole<HTMLInputElement>('searchbox', { name: 'Search jobs' });
    await typeOnTestClock(box, 'zzz', () => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    expect(await screen.findByText('No results found')).toBeInTheDocument();
    expect(location().search).toBe('?q=zzz');
    expect(api.callsTo('GET /api/v1/jobs').filter((c) => c.search.startsWith('?q=z'))).toHaveLength(1);
    expect(screen.getByLabelText('Sort by')).toHaveValue('match');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'newest');
    await waitFor(() => expect(location().search).toBe('?q=zzz&sort=newest'));
    await user.click(within(screen.getByRole('tabpanel')).getAllByRole('button', { name: 'Clear filters' }).at(-1)!);
    expect(await screen.findByText('Job 1')).toBeInTheDocument();
    expect(box).toHaveValue('');
  });

  it('saves at once, and puts it back with a message when the server refuses', async () => {
    // While set, the save waits for it and then fails: the optimistic state is visible meanwhile.
    let refuse: Promise<void> | null = null;
    let saved = false;
    const analyst = job(1, { title: 'Data Analyst' });
    const api = stubApi({
      ...pageApi(),
      'GET /api/v1/jobs': () => json(200, jobsPage([{ ...analyst, saved }])),
      'GET /api/v1/jobs/saved': () => json(200, { items: saved ? [{ ...analyst, saved }] : [] }),
      'PUT /api/v1/jobs/job-1/save': async () => {
        if (refuse) return refuse.then(() => apiError(500, 'internal', 'Internal error'));
        saved = true;
        return json(200, { saved });
      },
      'DELETE /api/v1/jobs/job-1/save': () => {
        saved = false;
        return json(200, { saved });
      },
    });
    const { user } = renderApp('/app/jobs');
    const save = await screen.findByRole('button', { name: 'Save Data Analyst' });
    expect(await screen.findByRole('tab', { name: 'Saved 0' })).toBeInTheDocument();
    await user.click(save);
    expect(save).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('tab', { name: 'Saved 1' })).toBeInTheDocument();
    await user.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-pressed', 'false'));
    expect(api.callsTo('DELETE /api/v1/jobs/job-1/save')).toHaveLength(1);

    let release = () => {};
    refuse = new Promise((resolve) => (release = resolve));
    await user.click(save);
    expect(save).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('tab', { name: 'Saved 1' })).toBeInTheDocument();
    release();
    expect(await screen.findByText('The job could not be saved. Please try again.')).toBeInTheDocument();
    expect(save).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('tab', { name: 'Saved 0' })).toBeInTheDocument();
  });

  it('shows skeletons while loading and Try again when the search fails', async () => {
    let fail = true;
    stubApi({ ...pageApi(), 'GET /api/v1/jobs': () => (fail ? json(500, {}) : json(200, jobsPage([job(1)]))) });
    const { user } = renderApp('/app/jobs');
    expect(await screen.findByRole('status', { name: 'Loading jobs...' })).toBeInTheDocument();
    expect(await screen.findByText('Job search failed')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Job 1')).toBeInTheDocument();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { advance, holdTimeouts, releaseTimeouts, until } from '../../../test/fake-clock';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json } from '../../../test/fetch-stub';
import { empty, full, kofi, minutesAgo, open } from '../test-fixtures';

const card = (label: string) => screen.getByText(label, { selector: 'p' }).closest('li')!;

describe('Dashboard', () => {
  it('says "Loading dashboard..." and then shows the real numbers with hints from them', async () => {
    open(full);
    expect(await screen.findByText('Loading dashboard...')).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Ama!')).toBeInTheDocument();
    const stats = await screen.findByRole('list', { name: 'Your numbers' });
    expect(within(stats).getAllByRole('listitem')).toHaveLength(4);
    expect(card('Total Skills')).toHaveTextContent('5+2 from last month');
    expect(card('Total Skills')).toHaveTextContent('3 added this month, 1 last month');
    expect(card('Connections')).toHaveTextContent('3+2 this week');
    expect(card('Profile Views')).toHaveTextContent('6+50% from last week');
    expect(card('Skill Match')).toHaveTextContent('40%Market relevance');
    expect(screen.queryByText('85%')).not.toBeInTheDocument();
  });

  it('lists top skills, experience and activity with links to where the rest is', async () => {
    open(full);
    const skills = (await screen.findByRole('heading', { name: 'Your Top Skills' })).closest('section')!;
    expect(within(skills).getByText('Python').parentElement).toHaveTextContent('PythonExpert');
    expect(within(skills).getByText('4 endorsements')).toBeInTheDocument();
    expect(within(skills).getByText('1 endorsement')).toBeInTheDocument();
    expect(within(skills).getByRole('link', { name: 'View all: Your Top Skills' })).toHaveAttribute('href', '/app/profile?tab=skills');

    const jobs = screen.getByRole('heading', { name: 'Work Experience' }).closest('section')!;
    expect(within(jobs).getByText('2021 – Present')).toBeInTheDocument();
    expect(within(jobs).getByText('2019 – 2020')).toBeInTheDocument();
    expect(within(jobs).getByRole('link', { name: 'View all: Work Experience' })).toHaveAttribute('href', '/app/profile?tab=experience');

    const activity = screen.getByRole('heading', { name: 'Recent Activity' }).closest('section')!;
    expect(within(activity).getByRole('link', { name: 'You added Python to your skills' })).toHaveAttribute(
      'href',
      '/app/profile?tab=skills',
    );
    expect(within(activity).getByText('You connected with', { exact: false })).toHaveTextContent('You connected with Efua Addo');
    expect(within(activity).getByText('5m ago')).toHaveAttribute('datetime', full.recentActivity[0]!.createdAt);
    expect(within(activity).getByText('1d ago')).toBeInTheDocument();
    expect(within(activity).getByRole('link', { name: 'View all: Recent Activity' })).toHaveAttribute('href', '/app/activity');
    // No courses yet: the course sections stay hidden rather than empty.
    expect(screen.queryByText('Continue Learning')).not.toBeInTheDocument();
    expect(screen.queryByText('Recommended Courses')).not.toBeInTheDocument();
  });

  it('shows empty states with the one action that fills each', async () => {
    open(empty);
    expect(await screen.findByText('Add your first skill')).toBeInTheDocument();
    expect(card('Connections')).toHaveTextContent('No new connections this week');
    expect(card('Profile Views')).toHaveTextContent('No views this week');
    expect(card('Skill Match')).toHaveTextContent('—Add skills to see your match');
    expect(screen.getByRole('link', { name: 'Add Skills' })).toHaveAttribute('href', '/app/profile?tab=skills');
    expect(screen.getByRole('link', { name: 'Add Experience' })).toHaveAttribute('href', '/app/profile?tab=experience');
    expect(screen.getByText('No activity yet')).toBeInTheDocument();
    expect(screen.getByText('No recommendations yet')).toBeInTheDocument();
  });

  it('says "now connected" when the other member had already asked', async () => {
    open(full, {
      'POST /api/v1/connections/requests': () =>
        json(200, { request: { id: 'r1', status: 'accepted', message: '', createdAt: minutesAgo(0), to: kofi }, outcome: 'accepted' }),
    });
    const people = (await screen.findByRole('heading', { name: 'Recommended Connections' })).closest('section')!;
    await userEvent.setup().click(within(people).getByRole('button', { name: 'Connect with Kofi Owusu' }));
    expect(await screen.findByText('You are now connected with Kofi Owusu')).toBeInTheDocument();
  });

  it('sends a real connection request, says so, then opens Connections after 1.5 s', async () => {
    const { api, location } = open(full, {
      'POST /api/v1/connections/requests': () =>
        json(201, { request: { id: 'r1', status: 'pending', message: '', createdAt: minutesAgo(0), to: kofi }, outcome: 'sent' }),
    });
    document.cookie = 'sl_csrf=csrf-abc; path=/';
    const people = (await screen.findByRole('heading', { name: 'Recommended Connections' })).closest('section')!;
    expect(within(people).getByText('2 skills in common')).toBeInTheDocument();
    expect(within(people).getByRole('list', { name: 'Top skills of Kofi Owusu' })).toHaveTextContent('Node.jsPostgreSQL');
    holdTimeouts();
    try {
      fireEvent.click(within(people).getByRole('button', { name: 'Connect with Kofi Owusu' }));
      await until(() => screen.getByText('Connection request sent to Kofi Owusu'));
      expect(within(people).getByRole('button', { name: 'Request sent to Kofi Owusu' })).toHaveTextContent('Request sent');
      const [call] = api.callsTo('POST /api/v1/connections/requests');
      expect(call?.body).toEqual({ personId: kofi.id });
      expect(call?.headers['x-csrf-token']).toBe('csrf-abc');
      // Connections opens 1.5 s after a request was sent.
      await advance(1499);
      expect(location().pathname).toBe('/app/dashboard');
      await advance(1);
      expect(location().pathname).toBe('/app/connections');
    } finally {
      releaseTimeouts();
    }
  });

  it('keeps the clicked card in place while the dashboard refreshes; a second click on it says the request is waiting and sends nothing', async () => {
    const efua = { ...kofi, id: '01900000-0000-7000-8000-00000000000b', firstName: 'Efua', lastName: 'Addo', topSkills: [] };
    let asked = false;
    const { api, location } = open(full, {
      // Once Kofi is asked he is no longer a suggestion, and the numbers move on.
      'GET /api/v1/dashboard': () =>
        json(200, {
          ...full,
          stats: { ...full.stats, connections: asked ? 4 : 3 },
          recommendedConnections: asked ? [efua] : [kofi, efua],
        }),
      'POST /api/v1/connections/requests': () => {
        asked = true;
        return json(201, { request: { id: 'r1', status: 'pending', message: '', createdAt: minutesAgo(0), to: kofi }, outcome: 'sent' });
      },
    });
    const people = (await screen.findByRole('heading', { name: 'Recommended Connections' })).closest('section')!;
    // The first card's button, wherever the pointer is: the member clicks the same place twice.
    const firstButton = () => within(people).getAllByRole('button')[0]!;
    expect(firstButton()).toHaveAccessibleName('Connect with Kofi Owusu');
    holdTimeouts();
    try {
      fireEvent.click(firstButton());
      await until(() => screen.getByText('Connection request sent to Kofi Owusu'));
      // The dashboard has refreshed (the new number shows) ...
      await until(() => expect(card('Connections')).toHaveTextContent('4'));
      expect(api.callsTo('GET /api/v1/dashboard').length).toBeGreaterThan(1);
      // ... yet Kofi's card is still first, and a second click there sends nothing.
      expect(firstButton()).toHaveAccessibleName('Request sent to Kofi Owusu');
      fireEvent.click(firstButton());
      await until(() => screen.getByText('A connection request with Kofi Owusu is already waiting for an answer'));
      expect(api.callsTo('POST /api/v1/connections/requests')).toHaveLength(1);
      expect(within(people).getByRole('button', { name: 'Connect with Efua Addo' })).toBeInTheDocument();
      await advance(1000);
      expect(location().pathname).toBe('/app/connections');
      expect(api.callsTo('POST /api/v1/connections/requests')).toHaveLength(1);
    } finally {
      releaseTimeouts();
    }
  });

  it('tells a member they are already connected, then opens Connections', async () => {
    const { location } = open(full, {
      'POST /api/v1/connections/requests': () => apiError(409, 'already_connected', 'You are already connected with Kofi Owusu'),
    });
    const connect = await screen.findByRole('button', { name: 'Connect with Kofi Owusu' });
    holdTimeouts();
    try {
      fireEvent.click(connect);
      await until(() => screen.getByText('You are already connected with Kofi Owusu'));
      // Nothing was sent: Connections opens sooner, after 1 s.
      await advance(999);
      expect(location().pathname).toBe('/app/dashboard');
      await advance(1);
      expect(location().pathname).toBe('/app/connections');
    } finally {
      releaseTimeouts();
    }
  });

  it('says when a request is already waiting, then opens Connections', async () => {
    const { location } = open(full, {
      'POST /api/v1/connections/requests': () => apiError(409, 'request_pending', 'Kofi Owusu has already sent you a connection request'),
    });
    const connect = await screen.findByRole('button', { name: 'Connect with Kofi Owusu' });
    holdTimeouts();
    try {
      fireEvent.click(connect);
      await until(() => screen.getByText('A connection request with Kofi Owusu is already waiting for an answer'));
      // Nothing was sent: Connections opens sooner, after 1 s.
      await advance(999);
      expect(location().pathname).toBe('/app/dashboard');
      await advance(1);
      expect(location().pathname).toBe('/app/connections');
    } finally {
      releaseTimeouts();
    }
  });

  it('says when sending failed and lets the member try again', async () => {
    const { api, location, user } = open(full, { 'POST /api/v1/connections/requests': () => json(500, {}) });
    await user.click(await screen.findByRole('button', { name: 'Connect with Kofi Owusu' }));
    expect(await screen.findByText('Failed to send connection request. Please try again.')).toBeInTheDocument();
    const again = screen.getByRole('button', { name: 'Connect with Kofi Owusu' });
    expect(again).toBeEnabled();
    await user.click(again);
    await waitFor(() => expect(api.callsTo('POST /api/v1/connections/requests')).toHaveLength(2));
    expect(location().pathname).toBe('/app/dashboard');
  });

  it('says why a request was refused when the server gives a reason (an e-mail not verified yet)', async () => {
    const { user } = open(full, {
      'POST /api/v1/connections/requests': () => apiError(403, 'email_unverified', 'Confirm your e-mail address first'),
    });
    await user.click(await screen.findByRole('button', { name: 'Connect with Kofi Owusu' }));
    expect(await screen.findByText(/^Confirm your e-mail address first: open the link we sent you/)).toBeInTheDocument();
    expect(screen.queryByText('Failed to send connection request. Please try again.')).not.toBeInTheDocument();
  });

  it('quick actions are links that announce where they go', async () => {
    const { location, user } = open(full);
    const actions = (await screen.findByRole('heading', { name: 'Quick Actions' })).closest('section')!;
    expect(
      within(actions)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Browse Courses', '/app/courses'],
      ['Manage Skills', '/app/profile?tab=skills'],
      ['Send Message', '/app/messages'],
      ['Browse Jobs', '/app/jobs'],
    ]);
    await user.click(within(actions).getByRole('link', { name: 'Browse Jobs' }));
    expect(await screen.findByText('Navigating to Browse Jobs...')).toBeInTheDocument();
    expect(location().pathname).toBe('/app/jobs');
  });

  it('offers Try again when the dashboard cannot load', async () => {
    let fail = true;
    const { user } = open(full, {
      'GET /api/v1/dashboard': () => (fail ? json(500, {}) : json(200, full)),
    });
    expect(await screen.findByText('Your dashboard could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Ama!')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Your numbers' })).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, member, noOAuth, signedInAs, stubApi } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';

const NAV = [
  'Dashboard',
  'Courses',
  'Certificates',
  'Profile',
  'Skills',
  'Connections',
  'Messages',
  'Jobs',
  'Projects',
  'Referrals',
  'Settings',
];

describe('app shell', () => {
  it('lists every sidebar entry, marks the active one and shows an honest Skill Match card', async () => {
    stubApi({
      'GET /api/v1/session': signedInAs(member),
      'GET /api/v1/skill-match': () => json(200, { skillMatch: { percent: null, inDemand: 0, total: 0 } }),
    });
    renderApp('/app/courses');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(NAV);
    expect(within(nav).getByRole('link', { name: 'Courses' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('Add skills to see your match')).toBeInTheDocument();
    expect(screen.queryByText('85%')).not.toBeInTheDocument();
  });

  it('shows the computed Skill Match in the sidebar, the same figure as the dashboard', async () => {
    const api = stubApi({
      'GET /api/v1/session': signedInAs(member),
      'GET /api/v1/skill-match': () => json(200, { skillMatch: { percent: 40, inDemand: 2, total: 5 } }),
    });
    renderApp('/app/courses');
    const card = (await screen.findByRole('heading', { name: 'Skill Match' })).closest('section')!;
    expect(await within(card).findByText('40%')).toBeInTheDocument();
    expect(within(card).getByText('This week')).toBeInTheDocument();
    expect(within(card).getByText('Share of your skills in demand')).toBeInTheDocument();
    expect(api.callsTo('GET /api/v1/skill-match')).toHaveLength(1);
  });

  it('says so when the Skill Match cannot be loaded, without inventing a figure', async () => {
    stubApi({ 'GET /api/v1/session': signedInAs(member), 'GET /api/v1/skill-match': () => json(500, {}) });
    renderApp('/app/courses');
    const card = (await screen.findByRole('heading', { name: 'Skill Match' })).closest('section')!;
    expect(await within(card).findByText('Not available right now')).toBeInTheDocument();
    expect(within(card).getByText('—')).toBeInTheDocument();
  });

  it('searches only for a non-empty trimmed query', async () => {
    stubApi({ 'GET /api/v1/session': signedInAs(member) });
    const { user, location } = renderApp('/app/dashboard');
    const search = await screen.findByRole('combobox', { name: 'Search' });
    expect(search).toHaveAttribute('placeholder', 'Search courses, skills, people, jobs...');

    await user.type(search, '   {Enter}');
    expect(location().pathname).toBe('/app/dashboard');

    await user.type(search, '  data science & AI {Enter}');
    await screen.findByRole('heading', { level: 1, name: 'Search' });
    expect(location().pathname).toBe('/app/search');
    expect(new URLSearchParams(location().search).get('q')).toBe('data science & AI');
  });

  it('opens the mobile drawer, and closes it on Escape and on a link', async () => {
    stubApi({ 'GET /api/v1/session': signedInAs(member) });
    const { user, location } = renderApp('/app/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(
      within(drawer)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(NAV);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Keyboard users land back on the button that opened the drawer (WAI-ARIA dialog pattern).
    const openButton = screen.getByRole('button', { name: 'Open menu' });
    await waitFor(() => expect(openButton).toHaveFocus());
    expect(openButton).toHaveAttribute('aria-expanded', 'false');

    await user.click(openButton);
    expect(openButton).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Messages' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location().pathname).toBe('/app/messages');
  });

  it('offers search at the top of the drawer on phones, and closes the drawer to show results', async () => {
    stubApi({ 'GET /api/v1/session': signedInAs(member) });
    const { user, location } = renderApp('/app/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await user.type(within(drawer).getByRole('combobox', { name: 'Search' }), 'figma{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location().pathname).toBe('/app/search');
    expect(new URLSearchParams(location().search).get('q')).toBe('figma');
  });

  it('closes the drawer when the overlay is tapped', async () => {
    stubApi({ 'GET /api/v1/session': signedInAs(member) });
    const { user } = renderApp('/app/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(screen.getByTestId('drawer-overlay'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the member in the profile menu and logs out to /auth/login', async () => {
    const api = stubApi({
      'GET /api/v1/session': signedInAs(member),
      'GET /api/v1/config': noOAuth,
      'POST /api/v1/auth/logout': () => json(204),
    });
    const { user, location, queryClient } = renderApp('/app/courses');
    await user.click(await screen.findByRole('button', { name: 'Open profile menu' }));
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveTextContent('Ama Mensah');
    expect(menu).toHaveTextContent('Data Analyst');
    expect(menu).toHaveTextContent('ama.mensah@example.com');

    await user.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(location().pathname).toBe('/auth/login');
    // A deliberate sign-out does not bring the next sign-in back to the old page.
    expect(location().state).toBeNull();
    expect(api.callsTo('POST /api/v1/auth/logout')).toHaveLength(1);
    expect(queryClient.getQueryData(['session'])).toBeNull();
  });

  it('closes the profile menu on Escape; Calendar opens the full-screen calendar, Escape closes it', async () => {
    // No calendar endpoints answer here: the calendar shows "Calendar Error" with Try Again.
    stubApi({ 'GET /api/v1/session': signedInAs(member) });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, location } = renderApp('/app/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Open profile menu' }));
    await screen.findByRole('menu');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Open profile menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Calendar' }));
    const modal = await screen.findByRole('dialog', { name: 'Calendar' });
    expect(await within(modal).findByText('Calendar Error')).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(location().pathname).toBe('/app/dashboard');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Calendar' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open profile menu' })).toHaveFocus();
  });

  it('asks an unverified member to verify and resends the link', async () => {
    const api = stubApi({
      'GET /api/v1/session': signedInAs({ ...member, isVerified: false }),
      'POST /api/v1/auth/resend-verification': () => json(202, { message: 'Sent' }),
    });
    const { user } = renderApp('/app/dashboard');
    expect(await screen.findByText('Please verify your e-mail address')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('We sent a new verification link to ama.mensah@example.com.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/v1/auth/resend-verification')).toHaveLength(1);
  });

  it('shows no banner to a verified member', async () => {
    stubApi({ 'GET /api/v1/session': signedInAs(member) });
    renderApp('/app/dashboard');
    await screen.findByText('Welcome back, Ama!');
    expect(screen.queryByText('Please verify your e-mail address')).not.toBeInTheDocument();
  });
});

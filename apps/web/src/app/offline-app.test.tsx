import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getSession } from '../features/auth/api/get-session';
import { currentLanguage, setLanguage } from '../lib/i18n';
import { holdInstallOffer, offerUpdate } from '../lib/service-worker';
import { json, member, signedInAs, signedOut, stubApi } from '../test/fetch-stub';
import { renderApp } from '../test/render-app';

// The app's side of working offline and being installed (issue 28 §1, ADR 070).

const unreachable = () => {
  throw new TypeError('Failed to fetch');
};

describe('the member, offline', () => {
  it('is the one last seen online, until the server says signed out', async () => {
    stubApi({ 'GET /api/v1/session': signedInAs(member) });
    expect(await getSession()).toEqual(member);
    stubApi({ 'GET /api/v1/session': unreachable });
    expect(await getSession()).toEqual(member);
    stubApi({ 'GET /api/v1/session': signedOut });
    expect(await getSession()).toBeNull();
    // Signed out, nothing is remembered: offline is then an error like any other.
    stubApi({ 'GET /api/v1/session': unreachable });
    await expect(getSession()).rejects.toMatchObject({ code: 'network_error' });
  });

  it('opens the app offline with a banner that says so, gone once the server answers again', async () => {
    stubApi({ 'GET /api/v1/session': signedInAs(member) });
    await getSession();
    // No answer to anything.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => unreachable()),
    );
    renderApp('/app/notifications');
    expect(await screen.findByRole('button', { name: 'Open profile menu' })).toBeInTheDocument();
    // The member (from the session answered before) is the newest data: its time is the "last updated".
    expect(await screen.findByText(/^Offline — last updated \d\d:\d\d( [AP]M)?\. You see what this device kept/)).toBeInTheDocument();
    stubApi({ 'GET /api/v1/session': signedInAs(member) });
    await act(async () => {
      await getSession();
    });
    await waitFor(() => expect(screen.queryByText(/^Offline — last updated/)).not.toBeInTheDocument());
  });
});

describe('a repeat visit', () => {
  // The server's cookie beside the session's, with its lifetime (platform/auth/session.ts, ADR 076).
  const browserHoldsSignIn = () => (document.cookie = 'sl_signed_in=1; path=/');
  const never = () => new Promise<Response>(() => undefined);

  it('opens on the remembered member before the server answers, while the browser holds the sign-in', async () => {
    stubApi({ 'GET /api/v1/session': signedInAs(member) });
    await getSession();
    browserHoldsSignIn();
    stubApi({ 'GET /api/v1/session': never, 'GET /api/v1/notifications': () => json(200, { items: [], nextCursor: null }) });
    renderApp('/app/notifications');
    expect(await screen.findByRole('button', { name: 'Open profile menu' })).toBeInTheDocument();
  });

  it('keeps the language chosen since (elsewhere): the remembered copy does not apply its old one, the server’s answer does', async () => {
    stubApi({ 'GET /api/v1/session': signedInAs(member) });
    await getSession(); // remembered with language 'en'
    browserHoldsSignIn();
    await act(async () => {
      await setLanguage('fr');
    });
    let answer: (response: Response) => void = () => undefined;
    stubApi({
      'GET /api/v1/session': () => new Promise<Response>((resolve) => (answer = resolve)),
      'GET /api/v1/notifications': () => json(200, { items: [], nextCursor: null }),
    });
    renderApp('/app/notifications');
    expect(await screen.findByRole('button', { name: 'Ouvrir le menu du profil' })).toBeInTheDocument();
    expect(currentLanguage()).toBe('fr');
    await act(async () => answer(json(200, { user: { ...member, language: 'fr' } })));
    await waitFor(() => expect(JSON.parse(localStorage.getItem('sl-last-member')!).language).toBe('fr'));
    expect(currentLanguage()).toBe('fr');
  });

  it('waits for the server when the sign-in cookie is gone (a browser session ended on a shared computer)', async () => {
    stubApi({ 'GET /api/v1/session': signedInAs(member) });
    await getSession();
    stubApi({ 'GET /api/v1/session': never });
    renderApp('/app/notifications');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('button', { name: 'Open profile menu' })).not.toBeInTheDocument();
  });

  it('waits for the server on a device that remembers no one, and does not pass by sign-in', async () => {
    browserHoldsSignIn();
    stubApi({ 'GET /api/v1/session': never });
    const app = renderApp('/app/notifications');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    expect(app.location().pathname).toBe('/app/notifications');
  });

  it('goes to sign-in and forgets the member when the server says the session ended', async () => {
    stubApi({ 'GET /api/v1/session': signedInAs(member) });
    await getSession();
    browserHoldsSignIn();
    stubApi({ 'GET /api/v1/session': signedOut, 'GET /api/v1/notifications': signedOut });
    const app = renderApp('/app/notifications');
    await waitFor(() => expect(app.location().pathname).toBe('/auth/login'));
    expect(localStorage.getItem('sl-last-member')).toBeNull();
    expect(document.cookie).not.toContain('sl_signed_in');
  });

  it('keeps a signed-in visitor on the sign-in page until the server says who they are', async () => {
    stubApi({ 'GET /api/v1/session': signedInAs(member) });
    await getSession();
    browserHoldsSignIn();
    stubApi({ 'GET /api/v1/session': signedOut });
    const app = renderApp('/auth/login');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/auth/login');
  });
});

describe('a new version', () => {
  it('waits for the member to choose Reload', async () => {
    stubApi({ 'GET /api/v1/session': signedInAs(member), 'GET /api/v1/notifications': () => json(200, { items: [], nextCursor: null }) });
    const apply = vi.fn();
    renderApp('/app/notifications');
    expect(await screen.findByRole('button', { name: 'Open profile menu' })).toBeInTheDocument();
    expect(screen.queryByText('A new version of SkillLink is ready')).not.toBeInTheDocument();
    act(() => offerUpdate(apply));
    expect(await screen.findByText('A new version of SkillLink is ready')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(apply).toHaveBeenCalledTimes(1);
  });
});

describe('the install offer', () => {
  const offer = () => ({ prompt: vi.fn(async () => undefined), userChoice: Promise.resolve({ outcome: 'accepted' as const }) });

  it('is not made on the first visit', async () => {
    stubApi({ 'GET /api/v1/session': signedInAs(member), 'GET /api/v1/notifications': () => json(200, { items: [], nextCursor: null }) });
    localStorage.setItem('sl-visits', '1');
    act(() => holdInstallOffer(offer()));
    renderApp('/app/notifications');
    expect(await screen.findByRole('button', { name: 'Open profile menu' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Install SkillLink on this device' })).not.toBeInTheDocument();
  });

  it('is made once from the second visit, and Install opens the browser’s prompt', async () => {
    stubApi({ 'GET /api/v1/session': signedInAs(member), 'GET /api/v1/notifications': () => json(200, { items: [], nextCursor: null }) });
    localStorage.setItem('sl-visits', '2');
    const browserOffer = offer();
    act(() => holdInstallOffer(browserOffer));
    const first = renderApp('/app/notifications');
    const card = await screen.findByRole('region', { name: 'Install SkillLink on this device' });
    await userEvent.click(within(card).getByRole('button', { name: 'Install' }));
    expect(browserOffer.prompt).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Install SkillLink on this device' })).not.toBeInTheDocument());
    first.unmount();

    // The next visit: not again, even with a new offer from the browser.
    act(() => holdInstallOffer(offer()));
    renderApp('/app/notifications');
    expect(await screen.findByRole('button', { name: 'Open profile menu' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Install SkillLink on this device' })).not.toBeInTheDocument();
  });
});

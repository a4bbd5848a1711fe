import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, member, noOAuth, signedInAs, signedOut, stubApi } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';

describe('language', () => {
  it('Language → Français switches the whole shell and saves it to the account', async () => {
    const api = stubApi({
      'GET /api/v1/session': signedInAs(member),
      'PATCH /api/v1/session/preferences': () => json(200, { user: { ...member, language: 'fr' } }),
    });
    const { user } = renderApp('/app/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Open profile menu' }));
    // Keyboard path through the submenu (the pointer path is covered in the browser journeys).
    (await screen.findByRole('menuitem', { name: 'Language' })).focus();
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: 'Français' })).toHaveFocus();
    await user.keyboard('{Enter}');

    const nav = await screen.findByRole('navigation', { name: 'Navigation principale' });
    expect(within(nav).getByRole('link', { name: 'Tableau de bord' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeInTheDocument();
    expect(screen.getByText('Bon retour, Ama !')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Rechercher' })).toHaveAttribute(
      'placeholder',
      'Rechercher des cours, compétences, personnes, emplois...',
    );
    expect(document.documentElement.lang).toBe('fr');
    expect(document.title).toBe('Tableau de bord | SkillLink');
    expect(window.localStorage.getItem('sl-lang')).toBe('fr');
    await waitFor(() => expect(api.callsTo('PATCH /api/v1/session/preferences')[0]?.body).toEqual({ language: 'fr' }));
  });

  it('lets a visitor pick French on the sign-in page', async () => {
    const api = stubApi({ 'GET /api/v1/session': signedOut, 'GET /api/v1/config': noOAuth });
    const { user } = renderApp('/auth/login');
    await user.selectOptions(await screen.findByLabelText('Language'), 'fr');
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    expect(screen.getByLabelText('Mot de passe')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/v1/session/preferences')).toHaveLength(0);
  });

  it("applies a signed-in member's saved language on load", async () => {
    stubApi({ 'GET /api/v1/session': signedInAs({ ...member, language: 'fr' }) });
    renderApp('/app/dashboard');
    expect(await screen.findByText('Bon retour, Ama !')).toBeInTheDocument();
  });
});

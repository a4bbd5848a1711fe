import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedOut, stubApi } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';

describe('public mobile menu', () => {
  it('closes on Escape (focus back on its button) and on a tap outside', async () => {
    stubApi({ 'GET /api/v1/session': signedOut });
    const { user } = renderApp('/about');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    expect(document.getElementById('public-mobile-menu')).not.toBeNull();
    await user.keyboard('{Escape}');
    expect(document.getElementById('public-mobile-menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('main'));
    expect(document.getElementById('public-mobile-menu')).toBeNull();
  });
});

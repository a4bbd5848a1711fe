import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, member, ownProfile, signedInAs, stubApi } from '../test/fetch-stub';
import { renderApp } from '../test/render-app';

describe('short links without /app', () => {
  it.each([
    ['/messages', '/app/messages', ''],
    ['/connections?tab=requests', '/app/connections', '?tab=requests'],
    ['/certificates', '/app/certificates', ''],
    ['/notifications', '/app/notifications', ''],
    ['/dashboard', '/app/dashboard', ''],
    ['/profile?tab=skills', '/app/profile', '?tab=skills'],
    ['/search?q=react%20native', '/app/search', '?q=react%20native'],
  ])('%s reaches %s keeping the query', async (path, pathname, search) => {
    stubApi({ 'GET /api/v1/session': signedInAs(member), 'GET /api/v1/profile': () => json(200, { profile: ownProfile }) });
    const { location } = renderApp(path);
    await screen.findByRole('heading', { level: 1 });
    expect(location().pathname).toBe(pathname);
    expect(location().search).toBe(search);
  });
});

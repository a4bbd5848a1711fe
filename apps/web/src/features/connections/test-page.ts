import { screen } from '@testing-library/react';
import { member, signedInAs, stubApi } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';
import { fakeNetwork } from './test-fixtures';

/** The Connections page over the fake network; `change` overrides some of its routes. */
export function openConnections(
  path = '/app/connections',
  change: (fake: ReturnType<typeof fakeNetwork>) => Parameters<typeof stubApi>[0] = () => ({}),
) {
  const fake = fakeNetwork();
  const api = stubApi({ 'GET /api/v1/session': signedInAs(member), ...fake.handlers, ...change(fake) });
  return { ...renderApp(path), api, fake };
}

export const tab = (name: RegExp) => screen.getByRole('tab', { name });

import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigationType, type Location, type NavigationType } from 'react-router';
import { AppRoot } from '../app/app-root';
import { AppProviders } from '../app/providers';
import { createAppQueryClient } from '../app/query-client';

function LocationProbe({ onChange }: { onChange: (location: Location, type: NavigationType) => void }) {
  onChange(useLocation(), useNavigationType());
  return null;
}

/** The whole app (providers, guards, lazy routes) at a URL, in memory. */
export function renderApp(path: string, state?: unknown) {
  const queryClient = createAppQueryClient({ retry: false });
  let current: Location | undefined;
  let lastNavigation: NavigationType | undefined;
  const user = userEvent.setup();
  const utils = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter
        initialEntries={[{ pathname: path.split('?')[0], search: path.includes('?') ? `?${path.split('?')[1]}` : '', state }]}
        useTransitions={false}
      >
        <AppRoot />
        <LocationProbe
          onChange={(location, type) => {
            current = location;
            lastNavigation = type;
          }}
        />
      </MemoryRouter>
    </AppProviders>,
  );
  return {
    ...utils,
    user,
    queryClient,
    /** Where the app is now (pathname, search, state). */
    location: () => current as Location,
    /** How the app got there: "PUSH", "REPLACE" or "POP". */
    navigationType: () => lastNavigation,
  };
}

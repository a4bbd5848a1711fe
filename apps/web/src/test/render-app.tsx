import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigationType, type Location, type NavigationType } from 'react-router';
import { AppRoot } from '../app/app-root';
import { AppProviders } from '../app/providers';
import { createAppQueryClient } from '../app/query-client';
import { answerOnce, ServerAnswerContext, type ServerAnswer } from '../lib/server-answer';

function LocationProbe({ onChange }: { onChange: (location: Location, type: NavigationType) => void }) {
  onChange(useLocation(), useNavigationType());
  return null;
}

/**
 * The whole app (providers, guards, lazy routes) at a URL, in memory; `serverAnswer` as if the
 * server had answered that page's form posted before the script arrived (ADR 049).
 */
export function renderApp(path: string, state?: unknown, serverAnswer: ServerAnswer | null = null) {
  const queryClient = createAppQueryClient({ retry: false });
  let current: Location | undefined;
  let lastNavigation: NavigationType | undefined;
  const user = userEvent.setup();
  const utils = render(
    <AppProviders queryClient={queryClient}>
      <ServerAnswerContext.Provider value={answerOnce(serverAnswer)}>
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
      </ServerAnswerContext.Provider>
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

import { onlineManager } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoot } from './app/app-root';
import { offlinePersistence } from './app/offline-persistence';
import { AppProviders } from './app/providers';
import { createAppQueryClient } from './app/query-client';
import './index.css';
import { preferredLanguage, setLanguage } from './lib/i18n';
import { warmIntl } from './lib/intl';
import { answerOnce, ServerAnswerContext } from './lib/server-answer';
import { appContainer, readServerAnswer } from './lib/server-page';
import { startServiceWorker } from './lib/service-worker';
import { followReachability } from './lib/connectivity';
import { initTheme } from './lib/theme';

initTheme();
followReachability(onlineManager);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

function render(container: HTMLElement) {
  const queryClient = createAppQueryClient();
  // useTransitions={false}: a page whose code is still downloading shows its loading state at
  // once instead of leaving the old page up with no feedback (slow connections).
  createRoot(appContainer(container)).render(
    <StrictMode>
      <AppProviders queryClient={queryClient} persistence={offlinePersistence(queryClient)}>
        <ServerAnswerContext.Provider value={answerOnce(readServerAnswer())}>
          <BrowserRouter useTransitions={false}>
            <AppRoot />
          </BrowserRouter>
        </ServerAnswerContext.Provider>
      </AppProviders>
    </StrictMode>,
  );
  // ICU's one-time start-up after the first paint, in tasks of its own, not inside the render
  // that first shows a number or a date (lib/intl.ts).
  warmIntl();
  // The worker after the page: it never delays the first paint (registered once loaded).
  startServiceWorker();
}

// English renders at once; another language first fetches its strings (a few KB).
const language = preferredLanguage();
if (language === 'en') render(root);
else void setLanguage(language).finally(() => render(root));

import type { Language } from '@skilllink/contracts/auth';
import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'preact-render-to-string';
import type { VNode } from 'preact';
import { Route, Routes, StaticRouter } from 'react-router';
import { AppProviders } from './app/providers';
import AuthLayout from './app/layouts/auth-layout';
import LoginPage from './app/routes/auth/login';
import RegisterPage from './app/routes/auth/register';
import { fixedT, i18n, LANGUAGES, setLanguage } from './lib/i18n';
import { answerOnce, ServerAnswerContext, type ServerAnswer } from './lib/server-answer';
import type { SignInPagePath, SignInPages } from '@skilllink/contracts/route-preloads';

// The server's build of the sign-in pages (ADR 049): the same components the app shows, written
// to HTML by the server so that the login and register forms are there, and work, before any
// script has arrived on a slow phone. `vite build --ssr` bundles this file into dist-ssr/.

const TITLES: Record<SignInPagePath, 'login.title' | 'register.title'> = {
  '/auth/login': 'login.title',
  '/auth/register': 'register.title',
};

function render(path: SignInPagePath, language: Language, answer: ServerAnswer | null) {
  // Rendering is synchronous, so the shared translator's language holds for exactly this page.
  void i18n.changeLanguage(language);
  const tree = (
    <AppProviders queryClient={new QueryClient()}>
      <ServerAnswerContext.Provider value={answerOnce(answer)}>
        <StaticRouter location={path}>
          <Routes>
            <Route path="auth" element={<AuthLayout />}>
              <Route path="login" element={<LoginPage />} />
              <Route path="register" element={<RegisterPage />} />
            </Route>
          </Routes>
        </StaticRouter>
      </ServerAnswerContext.Provider>
    </AppProviders>
  );
  const title = fixedT('common', language)('titleSuffix', { page: fixedT('auth', language)(TITLES[path]) });
  // The JSX above is React-typed; at run time it is Preact's (the build aliases React to it).
  return { html: renderToString(tree as unknown as VNode), title };
}

/** Loads every language's strings, then renders on demand. */
export async function loadSignInPages(): Promise<SignInPages> {
  for (const language of LANGUAGES) await setLanguage(language);
  return { paths: Object.keys(TITLES) as SignInPagePath[], render };
}

/** The public site's renderer (ADR 068), in the same server bundle. */
export { loadSiteRenderer } from './site/render';

/**
 * What the server's HTML asks for at once, per page, so that a phone on a slow network does not
 * wait for one file to arrive before it learns about the next (issue 21): the page's layout and
 * page modules (the build turns them into <link rel=modulepreload> for every chunk they need)
 * and the API answers its first render asks for (<link rel=preload as=fetch>; the app's own
 * request then takes the answer already on its way).
 *
 * Each URL must be exactly the URL the page requests, query string included, and one it asks for
 * at once: a preloaded answer nobody takes stays in the browser's memory, and a request for the
 * same URL minutes later would get that old answer. So `pageFetch` lists what the page's default
 * view asks for, and the server leaves it out when the address has a query (a tab, a search:
 * another view); `fetch` is what every view asks for. e2e tests/preloads.spec.ts loads each page
 * and fails on a preload the page did not ask for or on an answer it asked for twice. URLs that
 * depend on the member or on the clock (the profile's certificates, the calendar's week) are
 * left to the page.
 */
export interface PreloadSource {
  /** A client route; `:name` matches one path segment. */
  path: string;
  /** Source modules, relative to apps/web. */
  modules: string[];
  /** Asked for by every view of the page (the layout's). */
  fetch: string[];
  /** Asked for by the page's default view, the one at its address without a query. */
  pageFetch: string[];
  /**
   * Whether the page asks for them signed in (the app's pages) or signed out (the sign-in
   * pages); in the other case it leaves for another page first, and the server preloads no
   * answers (a stale 401 must not wait for the app's first request after signing in).
   */
  signedIn: boolean;
}

const SESSION = '/api/v1/session';
const APP_LAYOUT = 'src/app/layouts/app-layout.tsx';
const AUTH_LAYOUT = 'src/app/layouts/auth-layout.tsx';
/** What the signed-in layout asks for on every page: the member, the bell, the unread count, the match badge. */
const APP_FETCH = [SESSION, '/api/v1/notifications?limit=10', '/api/v1/conversations', '/api/v1/skill-match'];

const appPage = (path: string, page: string, pageFetch: string[] = []): PreloadSource => ({
  path: `/app/${path}`,
  modules: [APP_LAYOUT, `src/app/routes/app/${page}.tsx`],
  fetch: APP_FETCH,
  pageFetch,
  signedIn: true,
});

export const ROUTE_PRELOADS: PreloadSource[] = [
  appPage('dashboard', 'dashboard', ['/api/v1/dashboard']),
  appPage('profile', 'profile', ['/api/v1/profile']),
  appPage('skills', 'skills', ['/api/v1/skills/catalog', '/api/v1/skills/overview']),
  appPage('skills/assessments', 'skill-assessments', ['/api/v1/skills/assessments']),
  appPage('skills/assessments/:slug', 'skill-assessment', ['/api/v1/skills/assessments']),
  appPage('activity', 'activity', ['/api/v1/activity?limit=20']),
  appPage('notifications', 'notifications', ['/api/v1/notifications/preferences']),
  appPage('connections', 'connections', ['/api/v1/connections', '/api/v1/network/stats', '/api/v1/network/counts']),
  appPage('messages', 'messages'),
  appPage('messages/:conversationId', 'messages'),
  appPage('certificates', 'certificates', ['/api/v1/certificates']),
  appPage('referrals', 'referrals', ['/api/v1/referrals']),
  appPage('courses', 'courses', ['/api/v1/courses']),
  appPage('courses/:courseId', 'course', ['/api/v1/courses/:courseId']),
  appPage('calendar', 'calendar', ['/api/v1/calendar/settings', '/api/v1/calendar/feed']),
  // Every tab of the Jobs page asks for the side column and the Saved tab's count; the Jobs tab
  // (the address without a query) for the first page of the list too.
  { ...appPage('jobs', 'jobs', ['/api/v1/jobs']), fetch: [...APP_FETCH, '/api/v1/jobs/sidebar', '/api/v1/jobs/saved'] },
  // The poster's side: a new job's form asks for nothing at once; the applicants page, without a
  // filter in its address, for the job's applicants by best match.
  appPage('jobs/new', 'jobs-post'),
  appPage('jobs/:jobId/edit', 'jobs-post', ['/api/v1/jobs/:jobId']),
  appPage('jobs/:jobId/applicants', 'jobs-applicants', ['/api/v1/jobs/:jobId/applications']),
  // The server takes the first route that matches: fixed paths under /app/jobs/ (new) belong above this one.
  appPage('jobs/:jobId', 'job', ['/api/v1/jobs/:jobId']),
  // The workspace: the list beside the chosen project, whose first tab (Overview) shows its feed.
  appPage('projects', 'projects', ['/api/v1/workspace/projects']),
  appPage('projects/:projectId', 'projects', [
    '/api/v1/workspace/projects',
    '/api/v1/workspace/projects/:projectId',
    '/api/v1/workspace/projects/:projectId/activity',
  ]),
  // Search without a query: recent searches and suggestions. A view with a query asks for them too,
  // but asks for the history again once its search is recorded, so only this view preloads them.
  appPage('search', 'search', ['/api/v1/search/history', '/api/v1/search/discover']),
  ...['login', 'register'].map((page) => ({
    path: `/auth/${page}`,
    modules: [AUTH_LAYOUT, `src/app/routes/auth/${page}.tsx`],
    fetch: [SESSION, '/api/v1/config'],
    pageFetch: [],
    signedIn: false,
  })),
];

// What the load generator hits: the bare baseline and the app's endpoints, with the
// cookies and headers a real browser would send.
import { calendarReader } from './calendar.mjs';
import { DEMO, LOGIN_LUA, PEOPLE_SEARCH_LUA } from './config.mjs';
import { jobTargets } from './jobs.mjs';
import { searchTargets } from './search.mjs';
import { bulkEmail, login } from './members.mjs';
import { fail } from './processes.mjs';
import { workspaceTargets } from './workspace.mjs';

/** name=value pairs from Set-Cookie headers, merged into a jar. */
function absorbCookies(jar, res) {
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const eq = pair.indexOf('=');
    jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
  }
}
/** What Chromium sends in Accept-Encoding. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
const cookieHeader = (jar) => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');

/**
 * Signs the demo account in the way the browser does: GET sets the CSRF cookie, the POST
 * sends it back as header + cookie, the answer sets the session cookie. The web section
 * (web.mjs) hands the same cookies to its browsers.
 */
export async function signIn(baseURL) {
  const anonJar = new Map();
  absorbCookies(anonJar, await fetch(`${baseURL}/api/v1/session`));
  const csrf = anonJar.get('sl_csrf');
  if (!csrf) fail('GET /api/v1/session did not set the sl_csrf cookie');
  const loginBody = JSON.stringify({ ...DEMO, rememberMe: false });
  const loginHeaders = { 'content-type': 'application/json', 'x-csrf-token': csrf, origin: baseURL };
  const userJar = new Map(anonJar);
  const loginRes = await fetch(`${baseURL}/api/v1/auth/login`, {
    method: 'POST',
    headers: { ...loginHeaders, cookie: cookieHeader(anonJar) },
    body: loginBody,
  });
  if (loginRes.status !== 200) fail(`demo login failed: ${loginRes.status} ${await loginRes.text()}`);
  absorbCookies(userJar, loginRes);
  const check = await fetch(`${baseURL}/api/v1/session`, { headers: { cookie: cookieHeader(userJar) } });
  if (check.status !== 200) fail(`GET /api/v1/session with the login cookies answered ${check.status}`);
  return { anonJar, userJar, csrf, loginBody, loginHeaders };
}

/**
 * Messaging reads as bulk member 0 sees them: the member with the most connections, whose
 * conversations the bulk seed made the longest (seed/bulk-messages.ts); the first in the list
 * (latest activity) is the one whose newest page of history is asked for.
 */
async function messagingReader(baseURL) {
  const { jar } = await login(baseURL, bulkEmail(0));
  const cookie = cookieHeader(jar);
  const csrf = jar.get('sl_csrf');
  const res = await fetch(`${baseURL}/api/v1/conversations?limit=1`, { headers: { cookie } });
  if (res.status !== 200) fail(`GET /api/v1/conversations answered ${res.status}`);
  const first = (await res.json()).items[0];
  if (!first) fail('bulk member 0 has no conversation: was the data set seeded with messages?');
  return { cookie, csrf, conversationId: first.id };
}

/**
 * Learning reads as the demo member sees them: the course they study (an enrolled course's
 * detail, with their progress) and the code of a certificate they earned, which anyone can verify.
 */
async function learner(baseURL, cookie) {
  const list = await fetch(`${baseURL}/api/v1/courses`, { headers: { cookie } });
  if (list.status !== 200) fail(`GET /api/v1/courses answered ${list.status}`);
  const { items, continueLearning } = await list.json();
  const courseId = continueLearning[0]?.id ?? items[0]?.id;
  if (!courseId) fail('the course catalogue is empty: was it seeded?');
  const certs = await fetch(`${baseURL}/api/v1/certificates`, { headers: { cookie } });
  if (certs.status !== 200) fail(`GET /api/v1/certificates answered ${certs.status}`);
  const code = (await certs.json()).items[0]?.verificationCode;
  if (!code) fail('the demo member has no certificate: was the demo seed run?');
  return { courseId, code };
}

/** What the demo member saves in the profile write target (a valid ProfileUpdate). */
export const PROFILE = {
  firstName: 'Ama',
  lastName: 'Mensah',
  title: 'Senior Software Engineer',
  location: 'Accra, Ghana',
  bio: 'Building products for learners across Africa.',
  phone: '',
  website: '',
  linkedin: '',
  github: '',
};

/**
 * A write target, measured over kept-alive connections once each has been answered
 * (steady-load.mjs, which makes "{n}" in the body unique per request).
 */
function write(key, label, { url, method, body, csrf, cookie, origin }) {
  const headers = { 'content-type': 'application/json', 'x-csrf-token': csrf, origin, cookie };
  return { key, kind: 'write', label, steady: { url, method, body, headers } };
}

/** Signs the demo account in and returns { bareTarget, targets } for the runs. */
export async function buildTargets(baseURL, bareURL) {
  const { anonJar, userJar, csrf, loginBody, loginHeaders } = await signIn(baseURL);
  const reader = await messagingReader(baseURL);
  const learning = await learner(baseURL, cookieHeader(userJar));
  const calendar = await calendarReader(baseURL);
  const bareTarget = {
    key: 'bare',
    label: 'bare Fastify route (baseline)',
    wrk: { url: `${bareURL}/bare` },
    autocannon: { url: `${bareURL}/bare` },
  };
  const targets = [
    {
      // Sends the sl_csrf cookie like a returning browser: without it every request would
      // make the server mint and set a new CSRF cookie, which only a first visit does.
      key: 'middleware',
      label: 'GET /api/health (full middleware stack, returning visitor)',
      wrk: { url: `${baseURL}/api/health`, headers: { Cookie: cookieHeader(anonJar) } },
      autocannon: { url: `${baseURL}/api/health`, headers: { cookie: cookieHeader(anonJar) } },
    },
    {
      // Not a budget: separates the cost of the session lookup every signed-in request pays
      // (onRequest hook) from the session route itself.
      key: 'middlewareSignedIn',
      label: 'GET /api/health (signed in: + session lookup)',
      wrk: { url: `${baseURL}/api/health`, headers: { Cookie: cookieHeader(userJar) } },
      autocannon: { url: `${baseURL}/api/health`, headers: { cookie: cookieHeader(userJar) } },
    },
    {
      key: 'session',
      kind: 'read',
      label: 'GET /api/v1/session (signed in)',
      wrk: { url: `${baseURL}/api/v1/session`, headers: { Cookie: cookieHeader(userJar) } },
      autocannon: { url: `${baseURL}/api/v1/session`, headers: { cookie: cookieHeader(userJar) } },
    },
    {
      key: 'ownProfile',
      kind: 'read',
      label: 'GET /api/v1/profile (own profile, signed in)',
      wrk: { url: `${baseURL}/api/v1/profile`, headers: { Cookie: cookieHeader(userJar) } },
      autocannon: { url: `${baseURL}/api/v1/profile`, headers: { cookie: cookieHeader(userJar) } },
    },
    {
      key: 'dashboard',
      kind: 'read',
      label: 'GET /api/v1/dashboard (signed in)',
      wrk: { url: `${baseURL}/api/v1/dashboard`, headers: { Cookie: cookieHeader(userJar) } },
      autocannon: { url: `${baseURL}/api/v1/dashboard`, headers: { cookie: cookieHeader(userJar) } },
    },
    {
      // Its budget is a p99 at 20 connections (BUDGETS.skillsSearchP99Ms); the ratio is still shown against the bare run at 50.
      key: 'skillsSearch',
      label: 'GET /api/v1/skills/catalog?q=data&category=all (20 connections)',
      wrk: { url: `${baseURL}/api/v1/skills/catalog?q=data&category=all`, headers: { Cookie: cookieHeader(userJar) }, connections: 20 },
      autocannon: {
        url: `${baseURL}/api/v1/skills/catalog?q=data&category=all`,
        headers: { cookie: cookieHeader(userJar) },
        connections: 20,
      },
    },
    {
      // Budget: p99 at 20 connections over 50,000 members and 500,000 connections. wrk asks
      // 40 different queries in turn (people-search.lua); autocannon repeats the first.
      key: 'peopleSearch',
      label: 'GET /api/v1/people/search?q=… (40 queries in turn, 20 connections)',
      wrk: {
        url: `${baseURL}/api/v1/people/search`,
        script: PEOPLE_SEARCH_LUA,
        headers: { Cookie: cookieHeader(userJar) },
        connections: 20,
      },
      autocannon: { url: `${baseURL}/api/v1/people/search?q=ama`, headers: { cookie: cookieHeader(userJar) }, connections: 20 },
    },
    {
      // The ranking is kept per member for 5 minutes (the warm-up makes it); the cards are
      // built fresh on every request. docs/cost-model.md has the uncached cost.
      key: 'discover',
      label: 'GET /api/v1/people/discover (20 connections)',
      wrk: { url: `${baseURL}/api/v1/people/discover`, headers: { Cookie: cookieHeader(userJar) }, connections: 20 },
      autocannon: { url: `${baseURL}/api/v1/people/discover`, headers: { cookie: cookieHeader(userJar) }, connections: 20 },
    },
    {
      // On the data set of 1,000,000 messages (BENCH_MESSAGES).
      key: 'conversations',
      kind: 'read',
      label: 'GET /api/v1/conversations (busiest bulk member, 1,000,000 messages stored)',
      wrk: { url: `${baseURL}/api/v1/conversations`, headers: { Cookie: reader.cookie } },
      autocannon: { url: `${baseURL}/api/v1/conversations`, headers: { cookie: reader.cookie } },
    },
    {
      key: 'history',
      kind: 'read',
      label: 'GET /api/v1/conversations/:id/messages (newest page of the longest history)',
      wrk: { url: `${baseURL}/api/v1/conversations/${reader.conversationId}/messages`, headers: { Cookie: reader.cookie } },
      autocannon: { url: `${baseURL}/api/v1/conversations/${reader.conversationId}/messages`, headers: { cookie: reader.cookie } },
    },
    {
      // The catalogue with the member's Continue Learning, and one course as its learner sees it.
      key: 'courses',
      kind: 'read',
      label: 'GET /api/v1/courses (catalogue, signed in)',
      wrk: { url: `${baseURL}/api/v1/courses`, headers: { Cookie: cookieHeader(userJar) } },
      autocannon: { url: `${baseURL}/api/v1/courses`, headers: { cookie: cookieHeader(userJar) } },
    },
    {
      key: 'courseDetail',
      kind: 'read',
      label: 'GET /api/v1/courses/:id (enrolled course with progress)',
      wrk: { url: `${baseURL}/api/v1/courses/${learning.courseId}`, headers: { Cookie: cookieHeader(userJar) } },
      autocannon: { url: `${baseURL}/api/v1/courses/${learning.courseId}`, headers: { cookie: cookieHeader(userJar) } },
    },
    {
      // Public: an employer who opened /verify/{code}. The page load set the CSRF cookie, so the
      // API call carries it like any returning browser (no session).
      key: 'verify',
      kind: 'read',
      label: 'GET /api/v1/certificates/verify/:code (public)',
      wrk: { url: `${baseURL}/api/v1/certificates/verify/${learning.code}`, headers: { Cookie: cookieHeader(anonJar) } },
      autocannon: { url: `${baseURL}/api/v1/certificates/verify/${learning.code}`, headers: { cookie: cookieHeader(anonJar) } },
    },
    {
      // A member's month of 500 occurrences (two daily series among them).
      key: 'calendarMonth',
      kind: 'read',
      label: `GET /api/v1/calendar/events (a month of ${calendar.occurrences} occurrences, recurring ones among them)`,
      wrk: { url: calendar.url, headers: { Cookie: calendar.cookie } },
      autocannon: { url: calendar.url, headers: { cookie: calendar.cookie } },
    },
    ...jobTargets(baseURL, cookieHeader(userJar)),
    ...searchTargets(baseURL, cookieHeader(userJar)),
    // A project of 1,000 tasks as its lead opens it (issue 23): the Tasks tab's list and the project.
    ...(await workspaceTargets(baseURL)),
    // Writes, each with its CSRF header and cookie. A new message every request (steady-load.mjs
    // makes each clientId unique) into the longest conversation of the 1,000,000; the demo
    // member saving their profile, which also drops their cached pages on every process.
    write('messageSend', 'POST /api/v1/conversations/:id/messages (a new message)', {
      url: `${baseURL}/api/v1/conversations/${reader.conversationId}/messages`,
      method: 'POST',
      body: JSON.stringify({ content: 'Bench message {n}', clientId: 'bench-{n}' }),
      csrf: reader.csrf,
      cookie: reader.cookie,
      origin: baseURL,
    }),
    write('profileSave', 'PATCH /api/v1/profile (own profile saved)', {
      url: `${baseURL}/api/v1/profile`,
      method: 'PATCH',
      // A new bio every save ({n}), so each one is a real change, as a member's would be.
      body: JSON.stringify({ ...PROFILE, bio: `${PROFILE.bio} ({n})` }),
      csrf,
      cookie: cookieHeader(userJar),
      origin: baseURL,
    }),
    {
      key: 'login',
      label: 'POST /api/v1/auth/login (argon2id)',
      wrk: {
        url: `${baseURL}/api/v1/auth/login`,
        script: LOGIN_LUA,
        env: { BENCH_BODY: loginBody, BENCH_CSRF: csrf, BENCH_COOKIE: cookieHeader(anonJar), BENCH_ORIGIN: baseURL },
      },
      autocannon: {
        url: `${baseURL}/api/v1/auth/login`,
        method: 'POST',
        body: loginBody,
        headers: { ...loginHeaders, cookie: cookieHeader(anonJar) },
      },
    },
  ];
  // Every browser asks for compressed answers, and the server gzips large kept answers
  // (platform/serializer.ts); the bare baseline before each of these gets the same header.
  for (const t of targets) {
    if (t.wrk?.headers) t.wrk.headers['Accept-Encoding'] = BROWSER_ACCEPT_ENCODING;
    if (t.autocannon?.headers) t.autocannon.headers['accept-encoding'] = BROWSER_ACCEPT_ENCODING;
    if (t.steady?.method === 'GET') t.steady.headers['accept-encoding'] = BROWSER_ACCEPT_ENCODING;
  }
  return { bareTarget, targets };
}

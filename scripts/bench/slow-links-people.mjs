// The honest scenario for issue 28's data saver budget: real members mostly have a profile photo
// (profiles with one get far more views; most active members add one), while the seeded demo and
// bulk members have none, which left data saver nothing to leave out. Before the first visits
// are measured, the people Ama's Dashboard and Connections page show get photos the way a member
// adds one: signed in as that member, a phone camera's JPEG sent to PUT /api/v1/profile/photo,
// which the server stores as it stores any photo (features/profile/photo.ts, unchanged).
import { readFileSync } from 'node:fs';
import { DEMO } from './config.mjs';
import { jarFrom, writeHeaders } from './members.mjs';
import { PHONE } from './page-loads.mjs';
import { phonePhoto } from './slow-links-photo.mjs';
import { QUIET_MS, usableAt } from './slow-links-worker.mjs';
import { trackWire } from './wire.mjs';

const TIMEOUT_MS = 60_000;
/** Four distinct scenes (slow-links-photo.mjs' generator with other seeds), handed out in turn. */
const PHOTO_SEEDS = [4_242, 777, 31_337, 1_957];
/**
 * The scenes' texture (± levels): without it the grain is all their detail, which the server's
 * shrinking to 400×400 averages away (3.1–3.7 KB WebPs, smaller than any real portrait); with
 * ±80 they store at ~22 KB, within the 15–35 KB of a phone portrait (PHOTO_BYTES.avatar's note
 * in apps/web/src/lib/data-saver-savings.ts).
 */
export const PHOTO_DETAIL = 80;
/** Every fifth person shown keeps initials: most members have a photo, not all. */
const WITHOUT_PHOTO_EVERY = 5;
/** The layout's own answers (the member, the bell, the unread count, the match badge): their people are not on the page. */
const LAYOUT_API = ['/api/v1/session', '/api/v1/notifications', '/api/v1/conversations', '/api/v1/skill-match'];

/** Sign-in address of a seeded member: bulk ones by number (seed/bulk.ts), demo ones by name (seed/demo-members.ts). */
function emailOf(person) {
  const bulk = /^bulk-(\d+)$/.exec(person.id);
  if (bulk) return `member${Number(bulk[1])}@bulk.skilllink.test`;
  const part = (s) =>
    s
      .normalize('NFD')
      .replace(/[^A-Za-z]/g, '')
      .toLowerCase();
  return `${part(person.firstName)}.${part(person.lastName)}@demo.skilllink.africa`;
}

/** Every { id, firstName, lastName, avatar } object in an API answer. */
function collectPeople(value, found) {
  if (Array.isArray(value)) for (const v of value) collectPeople(v, found);
  else if (value && typeof value === 'object') {
    if (typeof value.id === 'string' && typeof value.firstName === 'string' && 'avatar' in value) found.set(value.id, value);
    for (const v of Object.values(value)) collectPeople(v, found);
  }
}

/** The people in the API answers of one first visit with data saver off (the page at its fullest). */
async function peopleShown(browser, baseURL, cookies, page) {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  try {
    await context.addCookies(cookies.map(([name, value]) => ({ name, value, url: baseURL })));
    await context.addInitScript(() => localStorage.setItem('sl-data-saver', 'off'));
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    const wire = trackWire(cdp);
    const answers = [];
    tab.on('response', (res) => {
      const path = new URL(res.url()).pathname;
      if (path.startsWith('/api/') && !LAYOUT_API.some((p) => path.startsWith(p)) && /json/.test(res.headers()['content-type'] ?? ''))
        answers.push(res.json().catch(() => null));
    });
    await tab.goto(baseURL + page.path, { waitUntil: 'commit', timeout: TIMEOUT_MS });
    await tab.waitForFunction(usableAt, page.ready, { timeout: TIMEOUT_MS });
    await wire.idle(TIMEOUT_MS, QUIET_MS);
    const found = new Map();
    for (const answer of await Promise.all(answers)) collectPeople(answer, found);
    return [...found.values()];
  } finally {
    await context.close();
  }
}

/** Signs a member in as a browser does; { jar, id }, or null when refused. */
async function signIn(baseURL, email, password) {
  const jar = jarFrom(await fetch(`${baseURL}/api/v1/session`));
  const res = await fetch(`${baseURL}/api/v1/auth/login`, {
    method: 'POST',
    headers: writeHeaders(baseURL, jar),
    body: JSON.stringify({ email, password, rememberMe: false }),
  });
  return res.status === 200 ? { jar: jarFrom(res, jar), id: (await res.json()).user.id } : null;
}

/** Uploads `file` as the member's photo; the stored photo's bytes. */
async function upload(baseURL, jar, file) {
  const headers = { ...writeHeaders(baseURL, jar), 'content-type': 'image/jpeg' };
  const res = await fetch(`${baseURL}/api/v1/profile/photo`, { method: 'PUT', headers, body: readFileSync(file) });
  if (res.status !== 200) throw new Error(`PUT /api/v1/profile/photo answered ${res.status} ${await res.text()}`);
  const { profile } = await res.json();
  const stored = await fetch(baseURL + profile.avatar);
  if (stored.status !== 200) throw new Error(`GET ${profile.avatar} answered ${stored.status}`);
  return (await stored.arrayBuffer()).byteLength;
}

/**
 * Gives photos to the people `pages` show Ama and to Ama (her top bar's avatar). Returns
 * { shown, withPhoto, skipped, refused, photos: [{ bytes, width, height }], storedBytes: [] }.
 */
export async function givePhotos(browser, baseURL, cookies, pages) {
  const people = new Map();
  for (const page of pages) for (const person of await peopleShown(browser, baseURL, cookies, page)) people.set(person.id, person);
  const photos = [];
  for (const seed of PHOTO_SEEDS) photos.push(await phonePhoto({ seed, detail: PHOTO_DETAIL }));
  const me = await signIn(baseURL, DEMO.email, DEMO.password);
  if (!me) throw new Error(`${DEMO.email} could not sign in`);
  const everyone = [...people.values()].filter((person) => person.id !== me.id);
  const storedBytes = [await upload(baseURL, me.jar, photos[0].file)];
  const refused = [];
  const given = [];
  let skipped = 0;
  for (const [i, person] of everyone.entries()) {
    if ((i + 1) % WITHOUT_PHOTO_EVERY === 0) {
      skipped++;
      continue;
    }
    const email = emailOf(person);
    const member = await signIn(baseURL, email, DEMO.password); // demo and bulk members share it (seed/bulk.ts)
    if (!member) {
      refused.push(email);
      continue;
    }
    storedBytes.push(await upload(baseURL, member.jar, photos[(i + 1) % photos.length].file));
    given.push(person.id);
  }
  return {
    shown: everyone.length + 1,
    withPhoto: storedBytes.length,
    skipped,
    refused,
    photos: photos.map(({ bytes, width, height }) => ({ bytes, width, height })),
    storedBytes: storedBytes.sort((a, b) => a - b),
    given,
  };
}

/**
 * Waits until Ama's dashboard shows the photos given to the people it suggests. The server keeps
 * each member's suggestions, cards and all, for 5 minutes (apps/server/src/features/dashboard/
 * recommendations.ts), and finding who is shown filled it before the photos came; on a real
 * platform they were there long before her visit. Returns the seconds waited.
 */
export async function suggestionsShowPhotos(baseURL, cookies, given, timeoutMs = 7 * 60_000) {
  const start = Date.now();
  const cookie = cookies.map(([k, v]) => `${k}=${v}`).join('; ');
  const wanted = new Set(given);
  for (;;) {
    const res = await fetch(`${baseURL}/api/v1/dashboard`, { headers: { cookie } });
    if (res.status !== 200) throw new Error(`GET /api/v1/dashboard answered ${res.status}`);
    const people = (await res.json()).recommendedConnections ?? [];
    if (people.every((p) => !wanted.has(p.id) || p.avatar)) return Math.round((Date.now() - start) / 1000);
    if (Date.now() - start > timeoutMs)
      throw new Error(`the dashboard still suggests people without their new photo after ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 10_000));
  }
}

// Bulk members as the socket benchmarks need them: signed in the way a browser is (CSRF
// cookie, then login), each with an open realtime socket whose events go to a callback.
import WebSocket from 'ws';
import { DEMO } from './config.mjs';
import { fail } from './processes.mjs';

const LOGIN_CONCURRENCY = 4;
const PASSWORD = DEMO.password; // bulk members share the demo password (seed/bulk.ts)

export const bulkEmail = (n) => `member${n}@bulk.skilllink.test`;

export function jarFrom(res, jar = new Map()) {
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const eq = pair.indexOf('=');
    jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
  }
  return jar;
}
export const cookie = (jar) => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');

/** Headers of a state-changing JSON request by a signed-in member. */
export const writeHeaders = (baseURL, jar) => ({
  'content-type': 'application/json',
  'x-csrf-token': jar.get('sl_csrf'),
  origin: baseURL,
  cookie: cookie(jar),
});

/** Signs one member in; { jar, id }. */
export async function login(baseURL, email, password = PASSWORD) {
  const jar = jarFrom(await fetch(`${baseURL}/api/v1/session`));
  const res = await fetch(`${baseURL}/api/v1/auth/login`, {
    method: 'POST',
    headers: writeHeaders(baseURL, jar),
    body: JSON.stringify({ email, password, rememberMe: false }),
  });
  if (res.status !== 200) fail(`login of ${email} failed: ${res.status} ${await res.text()}`);
  const { user } = await res.json();
  return { jar: jarFrom(res, jar), id: user.id };
}

/** Signs in bulk members 0 … count-1, a few at a time (argon2 is slow on purpose). */
export async function loginBulk(baseURL, count) {
  const members = [];
  for (let start = 0; start < count; start += LOGIN_CONCURRENCY) {
    const batch = Array.from({ length: Math.min(LOGIN_CONCURRENCY, count - start) }, (_, i) => start + i);
    members.push(...(await Promise.all(batch.map((n) => login(baseURL, bulkEmail(n))))));
  }
  return members;
}

/** Opens a member's realtime socket; resolves once open. */
export function openSocket(baseURL, jar, onEvent) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${baseURL.replace('http', 'ws')}/api/realtime`, { headers: { cookie: cookie(jar), origin: baseURL } });
    ws.on('message', (raw) => onEvent(JSON.parse(String(raw))));
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

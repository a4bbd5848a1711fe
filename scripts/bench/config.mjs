// Paths, knobs and budgets of `npm run bench`, read once from the environment.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
// BENCH_SERVER_ENTRY only exists to exercise this harness against a stand-in server.
export const STAND_IN_SERVER = Boolean(process.env.BENCH_SERVER_ENTRY);
export const SERVER_ENTRY = process.env.BENCH_SERVER_ENTRY ?? join(root, 'apps/server/dist/server.js');
export const WEB_DIST = join(root, 'apps/web/dist');
export const BARE_ENTRY = join(root, 'scripts/bench/bare-server.mjs');
/**
 * The Node options the server runs with in production: those of `npm start -w apps/server`
 * (today --no-memory-reducer, ADR 026). The bench starts the app with them, and the bare
 * route too, so both run on the same runtime settings.
 */
export const SERVER_NODE_FLAGS = startScriptFlags(join(root, 'apps/server/package.json'));
export const LOGIN_LUA = join(root, 'scripts/bench/login.lua');
export const PEOPLE_SEARCH_LUA = join(root, 'scripts/bench/people-search.lua');
export const REPORT = join(root, 'docs/benchmarks.md');
export const DEMO = { email: 'ama.mensah@demo.skilllink.africa', password: 'SkillLink#2026' };

// Five pairs of 3 s rather than three of 5 s, in the same time: a median of five shrugs off
// two pairs the machine spoiled, a median of three only one (ADR 027).
export const ROUNDS = intEnv('BENCH_ROUNDS', 5);
export const DURATION = intEnv('BENCH_DURATION', 3);
export const WARMUP = intEnv('BENCH_WARMUP', 2);
export const CONNECTIONS = intEnv('BENCH_CONNECTIONS', 50);
/** Members in the data set the app is measured on (at least 50,000). */
export const MEMBERS = intEnv('BENCH_MEMBERS', 50_000);
/** Messages in the data set (1,000,000), among the bulk members' conversations. */
export const MESSAGES = intEnv('BENCH_MESSAGES', 1_000_000);
export const STRICT = process.argv.includes('--strict');
export const KEEP_DATA = process.env.BENCH_KEEP_DATA === 'true';
/** Experiments: measure only these target keys (comma-separated); the report is not written. */
export const ONLY = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);
/** Experiments: copy this already-seeded DATA_DIR instead of running the bulk seed (~1 min). */
export const DATA_FROM = process.env.BENCH_DATA_FROM ?? '';
export const HARD_LIMIT_MS = 18 * 60_000; // the whole run, whatever happens

export const BUDGETS = {
  middleware: 0.7, // GET /api/health ≥ 70 % of bare req/s
  session: 0.5, // GET /api/v1/session (signed in) ≥ 50 % of bare req/s
  loginJsBytes: 120_000, // login page JavaScript ≤ 120 KB gzip (1 KB = 1000 bytes)
  dashboard: 0.3, // GET /api/v1/dashboard ≥ 30 % of bare req/s
  ownProfile: 0.3, // GET /api/v1/profile ≥ 30 % of bare req/s
  skillsSearchP99Ms: 50, // skills discovery search p99 < 50 ms at 20 connections
  peopleSearchP99Ms: 100, // people search p99 < 100 ms at 20 connections
  discoverP99Ms: 100, // Discover p99 < 100 ms at 20 connections
  deliveryP99Ms: 50, // notification delivery p99 < 50 ms with 1,000 sockets open on one process
  messagingP99Ms: 50, // message send-to-receive p99 < 50 ms at 200 messages/s with 2,000 sockets
  conversations: 0.3, // GET /api/v1/conversations ≥ 30 % of bare req/s on 1,000,000 messages
  history: 0.3, // GET /api/v1/conversations/:id/messages ≥ 30 % of bare req/s
  courses: 0.4, // GET /api/v1/courses ≥ 40 % of bare req/s
  courseDetail: 0.4, // GET /api/v1/courses/:id ≥ 40 % of bare req/s
  verify: 0.5, // GET /api/v1/certificates/verify/:code ≥ 50 % of bare req/s
  calendarMonth: 0.3, // GET /api/v1/calendar/events for a month of 500 events ≥ 30 % of bare req/s
};

function startScriptFlags(packageJson) {
  const start = JSON.parse(readFileSync(packageJson, 'utf8')).scripts?.start ?? '';
  const words = start.split(/\s+/);
  if (words[0] !== 'node') return [];
  return words.slice(1).filter((w) => w.startsWith('--'));
}

function intEnv(name, fallback) {
  const v = Number(process.env[name]);
  return Number.isInteger(v) && v > 0 ? v : fallback;
}

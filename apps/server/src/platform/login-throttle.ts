import type { Redis } from 'ioredis';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/**
 * The numbers of ADR 030. Password checks are counted per account (the e-mail typed, from any
 * address), per client address (any account) and per pair. An account is never locked: past
 * `freeAttempts` it waits `firstDelayMs`, then twice as long after each further miss, up to
 * `maxDelayMs`. An address or a pair over its window limit waits for the window to end.
 * Counts (not delays) are multiplied by RATE_LIMIT_FACTOR, like every other limit.
 */
export const LOGIN_THROTTLE = {
  freeAttempts: 5,
  firstDelayMs: SECOND,
  maxDelayMs: 15 * MINUTE,
  /** How long an account remembers its misses after the last one. */
  accountMemoryMs: 24 * 60 * MINUTE,
  perAddress: 20,
  perPair: 10,
  windowMs: 15 * MINUTE,
} as const;

export type ThrottleScope = 'account' | 'address' | 'pair';

/** `ok` means the password may be checked; the attempt has already been counted as a miss. */
export type ThrottleAnswer = { ok: true } | { ok: false; scope: ThrottleScope; waitMs: number };

export interface LoginThrottle {
  /** Checks every counter and, when none is over, counts this attempt on all three at once. */
  attempt(ip: string, email: string): Promise<ThrottleAnswer>;
  /** The password (or an e-mailed link) was right: forget the account's and pair's misses. */
  succeeded(ip: string, email: string): Promise<void>;
}

interface Limits {
  free: number;
  perAddress: number;
  perPair: number;
}

/** 0 while the account has misses to spare; then 1 s, 2 s, 4 s … up to the cap. */
export function accountDelayMs(misses: number, free: number): number {
  if (misses < free) return 0;
  return Math.min(LOGIN_THROTTLE.firstDelayMs * 2 ** (misses - free), LOGIN_THROTTLE.maxDelayMs);
}

const keysOf = (ip: string, email: string) => ({
  address: `ip:${ip}`,
  pair: `pair:${ip}|${email}`,
  account: `acct:${email}`,
});

/**
 * Counted before the password is checked, so a burst of parallel guesses cannot all slip in
 * before the first miss is recorded; a success takes its count back.
 */
export function createLoginThrottle(opts: { factor: number; redis: Redis | null; prefix: string; now?: () => number }): LoginThrottle {
  const scaled = (n: number) => Math.max(1, Math.round(n * opts.factor));
  const limits: Limits = {
    free: scaled(LOGIN_THROTTLE.freeAttempts),
    perAddress: scaled(LOGIN_THROTTLE.perAddress),
    perPair: scaled(LOGIN_THROTTLE.perPair),
  };
  const now = opts.now ?? Date.now;
  const local = memoryThrottle(limits, now);
  return opts.redis ? withFallback(redisThrottle(opts.redis, `${opts.prefix}login:`, limits, now), local) : local;
}

/**
 * Shared counts while Redis answers; this process's own counts while it does not (a sign-in
 * still works, and a guesser is still slowed, per process). The outage is logged by the client.
 */
function withFallback(shared: LoginThrottle, local: LoginThrottle): LoginThrottle {
  return {
    attempt: (ip, email) => shared.attempt(ip, email).catch(() => local.attempt(ip, email)),
    succeeded: (ip, email) => shared.succeeded(ip, email).catch(() => local.succeeded(ip, email)),
  };
}

interface Tally {
  n: number;
  /** Window end (address, pair) or time of the last miss (account). */
  at: number;
}

function memoryThrottle(limits: Limits, now: () => number): LoginThrottle {
  const tallies = new Map<string, Tally>();
  const live = (key: string, t: number, ttl: number): Tally | undefined => {
    const tally = tallies.get(key);
    if (tally && t - tally.at < ttl) return tally;
    tallies.delete(key);
    return undefined;
  };
  const windowed = (key: string, t: number): Tally | undefined => {
    const tally = tallies.get(key);
    if (tally && t < tally.at) return tally;
    tallies.delete(key);
    return undefined;
  };
  // Guesses at many made-up addresses must not grow the table for ever: now and then, drop
  // what has run out (a window that ended, an account whose memory ended).
  let sinceSweep = 0;
  const sweep = (t: number) => {
    for (const [key, tally] of tallies) {
      const ended = key.startsWith('acct:') ? t - tally.at >= LOGIN_THROTTLE.accountMemoryMs : t >= tally.at;
      if (ended) tallies.delete(key);
    }
  };
  return {
    async attempt(ip, email) {
      const t = now();
      if (++sinceSweep >= 1000) {
        sinceSweep = 0;
        sweep(t);
      }
      const k = keysOf(ip, email);
      const address = windowed(k.address, t);
      if (address && address.n >= limits.perAddress) return { ok: false, scope: 'address', waitMs: address.at - t };
      const pair = windowed(k.pair, t);
      if (pair && pair.n >= limits.perPair) return { ok: false, scope: 'pair', waitMs: pair.at - t };
      const account = live(k.account, t, LOGIN_THROTTLE.accountMemoryMs);
      const delay = account ? accountDelayMs(account.n, limits.free) : 0;
      if (account && t < account.at + delay) return { ok: false, scope: 'account', waitMs: account.at + delay - t };
      if (address) address.n += 1;
      else tallies.set(k.address, { n: 1, at: t + LOGIN_THROTTLE.windowMs });
      if (pair) pair.n += 1;
      else tallies.set(k.pair, { n: 1, at: t + LOGIN_THROTTLE.windowMs });
      tallies.set(k.account, { n: (account?.n ?? 0) + 1, at: t });
      return { ok: true };
    },
    async succeeded(ip, email) {
      const k = keysOf(ip, email);
      const address = windowed(k.address, now());
      if (address && address.n > 0) address.n -= 1;
      tallies.delete(k.pair);
      tallies.delete(k.account);
    },
  };
}

// One script, so checking the three counters and counting the attempt is atomic across nodes.
// Windows end by Redis expiry; the account's delay runs on the app's clock (ARGV[1]).
const ATTEMPT = `
local t = tonumber(ARGV[1])
local function n(key) return tonumber(redis.call('HGET', key, 'n') or '0') end
if n(KEYS[1]) >= tonumber(ARGV[2]) then return {'address', redis.call('PTTL', KEYS[1])} end
if n(KEYS[2]) >= tonumber(ARGV[3]) then return {'pair', redis.call('PTTL', KEYS[2])} end
local misses = n(KEYS[3])
local free = tonumber(ARGV[4])
if misses >= free then
  local delay = math.min(tonumber(ARGV[5]) * 2 ^ (misses - free), tonumber(ARGV[6]))
  local last = tonumber(redis.call('HGET', KEYS[3], 'at') or '0')
  if t < last + delay then return {'account', math.ceil(last + delay - t)} end
end
for i = 1, 2 do
  if redis.call('HINCRBY', KEYS[i], 'n', 1) == 1 then redis.call('PEXPIRE', KEYS[i], ARGV[7]) end
end
redis.call('HINCRBY', KEYS[3], 'n', 1)
redis.call('HSET', KEYS[3], 'at', ARGV[1])
redis.call('PEXPIRE', KEYS[3], ARGV[8])
return {'ok', 0}
`;

const SUCCEEDED = `
if redis.call('HGET', KEYS[1], 'n') then redis.call('HINCRBY', KEYS[1], 'n', -1) end
redis.call('DEL', KEYS[2], KEYS[3])
return 0
`;

function redisThrottle(redis: Redis, prefix: string, limits: Limits, now: () => number): LoginThrottle {
  const keys = (ip: string, email: string) => Object.values(keysOf(ip, email)).map((k) => prefix + k);
  return {
    async attempt(ip, email) {
      const [scope, waitMs] = (await redis.eval(
        ATTEMPT,
        3,
        ...keys(ip, email),
        now(),
        limits.perAddress,
        limits.perPair,
        limits.free,
        LOGIN_THROTTLE.firstDelayMs,
        LOGIN_THROTTLE.maxDelayMs,
        LOGIN_THROTTLE.windowMs,
        LOGIN_THROTTLE.accountMemoryMs,
      )) as [string, number];
      return scope === 'ok' ? { ok: true } : { ok: false, scope: scope as ThrottleScope, waitMs: Math.max(0, waitMs) };
    },
    async succeeded(ip, email) {
      await redis.eval(SUCCEEDED, 3, ...keys(ip, email));
    },
  };
}

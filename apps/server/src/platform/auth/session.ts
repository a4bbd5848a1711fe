import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { DB } from '../../db/database.js';
import { toBool } from '../../db/database.js';
import type { Member } from './member.js';
import { rowToMember } from './member.js';
import { SessionCache, type CachedSession } from './session-cache.js';
import { unauthenticated } from '../errors.js';
import { hashToken, newId, newToken } from '../ids.js';
import {
  deleteOtherSessions,
  deleteSession,
  deleteSessionOfUser,
  findLiveSession,
  insertSession,
  touchSession,
} from './session.repository.js';

export const SESSION_COOKIE = 'sl_session';
/**
 * Over https the cookie is `__Host-sl_session`: the browser then accepts it only with Secure,
 * Path=/ and no Domain, so a sibling subdomain cannot plant or shadow it.
 */
export const sessionCookieName = (secure: boolean): string => (secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE);
const HOUR = 3_600_000;
/** "Remember me": a 30-day cookie and session. */
export const REMEMBER_MS = 30 * 24 * HOUR;
/** Without it: a browser-session cookie, and the server ends the session 12 hours after sign-in. */
export const BROWSER_SESSION_MS = 12 * HOUR;
/**
 * Beside the session cookie, with its lifetime, a cookie the app can read: only "1", saying
 * this browser holds a session. The installed app opens on the member it last saw, with their
 * kept data, without waiting for the server (issue 28's repeat visit) only while it is there: a
 * browser-session sign-in on a shared computer takes it away when the browser closes (ADR 076).
 */
export const SIGNED_IN_COOKIE = 'sl_signed_in';
/** "Last active" in Settings is kept to this precision: one write per session per 5 minutes at most. */
const TOUCH_EVERY_MS = 5 * 60_000;

export interface AuthContext {
  sessionId: string;
  member: Member;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/**
 * The signed-in member. Visitors never reach a route that is not public (signed-in.ts refuses
 * them first); this types the member for the handler, and still answers 401 if it is called
 * from a public route without a session.
 */
export function requireMember(request: FastifyRequest): Member {
  if (!request.auth) throw unauthenticated();
  return request.auth.member;
}

export interface Sessions {
  /**
   * Starts a server-side session and sets its opaque token as an HttpOnly cookie; the browser
   * and address it came from are kept for Settings → Security.
   */
  start(request: FastifyRequest, reply: FastifyReply, userId: string, persistent: boolean): Promise<void>;
  /** Ends the current session on the server and clears the cookie. */
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Ends one of the member's sessions (false when it is not theirs). */
  endOne(userId: string, sessionId: string): Promise<boolean>;
  /** Ends every session of the member except `keepId`; how many ended. */
  endOthers(userId: string, keepId: string): Promise<number>;
  /** Call after a member's sessions were deleted or their details changed. */
  forgetMember(userId: string): Promise<void>;
}

export async function registerSessions(
  app: FastifyInstance,
  db: DB,
  opts: {
    secure: boolean;
    redis: Redis | null;
    prefix: string;
    now?: () => Date;
    /** Runs before each session starts (account events' signingIn); throwing refuses it. */
    beforeStart?: (userId: string) => Promise<void>;
  },
): Promise<Sessions> {
  const cookie = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: opts.secure };
  const cookieName = sessionCookieName(opts.secure);
  const hint = { ...cookie, httpOnly: false };
  const clock = opts.now ?? (() => new Date());
  const cache = new SessionCache(opts.redis, opts.prefix);
  await cache.start();
  app.addHook('onClose', async () => cache.stop());

  async function load(token: string, now: number): Promise<CachedSession | undefined> {
    const row = await findLiveSession(db, hashToken(token), new Date(now).toISOString());
    if (!row) return undefined;
    const { sessionId, persistent, lastSeenAt, expiresAt, ...member } = row;
    // Both lifetimes are absolute: activity never moves expiresAt, set at sign-in.
    const entry: CachedSession = {
      sessionId,
      member: rowToMember(member),
      persistent: toBool(persistent),
      lastSeenAt: new Date(lastSeenAt).getTime(),
      expiresAt: new Date(expiresAt).getTime(),
      cachedAt: now,
    };
    cache.set(token, entry);
    return entry;
  }

  app.decorateRequest('auth', null);
  // Signs every request in from its cookie; only a session this process has not cached reads the database.
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[cookieName];
    if (!token) return;
    const now = clock().getTime();
    const session = cache.get(token, now) ?? (await load(token, now));
    if (!session) return;
    request.auth = { sessionId: session.sessionId, member: session.member };
    if (now - session.lastSeenAt >= TOUCH_EVERY_MS) {
      session.lastSeenAt = now;
      // Behind the answer: a failed touch only makes "last active" older.
      touchSession(db, session.sessionId, new Date(now).toISOString()).catch((err: unknown) =>
        request.log.warn({ err }, 'session touch failed'),
      );
    }
  });

  const sessions: Sessions = {
    async start(request, reply, userId, persistent) {
      await opts.beforeStart?.(userId);
      const token = newToken();
      const now = clock();
      await insertSession(db, {
        id: newId(),
        tokenHash: hashToken(token),
        userId,
        persistent,
        expiresAt: new Date(now.getTime() + (persistent ? REMEMBER_MS : BROWSER_SESSION_MS)).toISOString(),
        now: now.toISOString(),
        userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
        ip: request.ip,
      });
      const lifetime = persistent ? { maxAge: REMEMBER_MS / 1000 } : {};
      reply.setCookie(cookieName, token, { ...cookie, ...lifetime });
      reply.setCookie(SIGNED_IN_COOKIE, '1', { ...hint, ...lifetime });
    },
    async end(request, reply) {
      if (request.auth) {
        await deleteSession(db, request.auth.sessionId);
        await cache.forgetSession(request.auth.sessionId);
      }
      reply.clearCookie(cookieName, cookie);
      reply.clearCookie(SIGNED_IN_COOKIE, hint);
    },
    async endOne(userId, sessionId) {
      const ended = await deleteSessionOfUser(db, userId, sessionId);
      if (ended) await cache.forgetSession(sessionId);
      return ended;
    },
    async endOthers(userId, keepId) {
      const ended = await deleteOtherSessions(db, userId, keepId);
      await cache.forgetMember(userId);
      return ended;
    },
    forgetMember: (userId) => cache.forgetMember(userId),
  };
  return sessions;
}

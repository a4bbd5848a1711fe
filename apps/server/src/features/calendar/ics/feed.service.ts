import { createHash, randomBytes } from 'node:crypto';
import type { CalendarFeed } from '@skilllink/contracts/calendar';
import { AppError } from '../../../platform/errors.js';
import { hasFeed, memberOfFeed, setFeedTokenHash } from './feed.repository.js';
import { calendarIcs, type IcsDeps } from './ics.service.js';

/** 32 random bytes, base64url: 43 characters. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Tokens are stored as SHA-256 (like session tokens): a leaked database holds no usable address. */
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export const feedPath = (token: string) => `/api/calendar/feed/${token}.ics`;

/** Whether the member has an address in force; the address itself was shown once, at creation. */
export async function feedState(deps: IcsDeps, memberId: string): Promise<CalendarFeed> {
  return { url: null, active: await hasFeed(deps.db, memberId) };
}

/** A new address (the old one, if any, stops working at once). */
export async function rotateFeed(deps: IcsDeps, memberId: string): Promise<CalendarFeed> {
  const token = randomBytes(32).toString('base64url');
  await setFeedTokenHash(deps.db, memberId, hashOf(token), new Date().toISOString());
  return { url: `${deps.publicUrl}${feedPath(token)}`, active: true };
}

export async function revokeFeed(deps: IcsDeps, memberId: string): Promise<void> {
  await setFeedTokenHash(deps.db, memberId, null, new Date().toISOString());
}

/** The subscription's content; an unknown, malformed or revoked token is simply not found. */
export async function feedIcs(deps: IcsDeps, token: string, now: Date): Promise<string> {
  const memberId = TOKEN.test(token) ? await memberOfFeed(deps.db, hashOf(token)) : undefined;
  if (!memberId) throw new AppError(404, 'feed_not_found', 'Calendar feed not found');
  return calendarIcs(deps, memberId, now);
}

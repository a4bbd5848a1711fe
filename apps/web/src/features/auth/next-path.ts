import { readStored, writeStored } from '../../lib/storage';

/** A place in the app, as the route guards pass it in history state (app/guards.tsx AuthState.from). */
export interface NextPath {
  pathname: string;
  search: string;
  hash: string;
}

// Only the URL parser decides what a path means (dot segments, encodings); this origin is never visited.
const BASE = 'https://skilllink.invalid';

/**
 * `raw` as a page of the signed-in app ("/app/…"), or null. Public links send visitors to
 * /auth/register?next=/app/courses/<id> (issue 26); anything that could leave the site or reach
 * another part of it ("//evil.example", "/\evil", "https://…", "/app/../x") is refused, so the
 * parameter cannot be used to send a member elsewhere after they sign in.
 */
export function safeNextPath(raw: string | null | undefined): NextPath | null {
  if (typeof raw !== 'string' || raw.length > 2000 || !raw.startsWith('/app/')) return null;
  // Browsers read "\" as "/" and drop tabs and newlines: none of them belongs in a path we send.
  for (const ch of raw) if (ch === '\\' || ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || !url.pathname.startsWith('/app/')) return null;
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/** The `next` query parameter of a location's search, when it is a safe app path. */
export const nextFromSearch = (search: string): NextPath | null => safeNextPath(new URLSearchParams(search).get('next'));

/** The origin in a sign-in page's history state (`{ from }`, set by the route guards), when it is a safe app path. */
export function nextFromState(state: unknown): NextPath | null {
  const from = (state as { from?: Partial<NextPath> } | null)?.from;
  return from ? safeNextPath(`${from.pathname ?? ''}${from.search ?? ''}${from.hash ?? ''}`) : null;
}

const KEY = 'skilllink.next';
/** Long enough to find the verification e-mail and open it, not so long a later visit is surprised. */
const KEEP_MS = 2 * 24 * 60 * 60 * 1000;

/**
 * Registration ends in an e-mailed link, opened in another tab (and history state does not
 * follow): the page the visitor was going to is kept on this device until the link is opened.
 * Opened on another device, the member starts at the dashboard.
 */
export function rememberNext(next: NextPath, now = Date.now()): void {
  writeStored(KEY, JSON.stringify({ path: `${next.pathname}${next.search}${next.hash}`, at: now }));
}

/** The remembered page (checked again: storage is not ours alone), and forgets it. */
export function takeRememberedNext(now = Date.now()): NextPath | null {
  const stored = readStored(KEY);
  if (stored === null) return null;
  writeStored(KEY, '');
  try {
    const { path, at } = JSON.parse(stored) as { path?: unknown; at?: unknown };
    if (typeof at !== 'number' || now - at > KEEP_MS || now < at) return null;
    return safeNextPath(typeof path === 'string' ? path : null);
  } catch {
    return null;
  }
}

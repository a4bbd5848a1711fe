import { reportReachable } from './connectivity';
import type { ErrorResponse, FieldIssue } from '@skilllink/contracts/common';
// The zod-free constants entry: importing a schema module here would pull zod (~26 KB gzip)
// into every page.
import { CSRF_COOKIE, CSRF_COOKIE_HOST, CSRF_HEADER } from '@skilllink/contracts/constants';
import { currentLanguage } from './i18n';

/** Every failed call becomes one of these, whatever went wrong. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;
  /** Per field, what failed as a code and its limits (400 validation): shown in the member's language. */
  readonly issues: FieldIssue[];
  /** Seconds to wait, from Retry-After, when the server said to come back later (429). */
  readonly retryAfter: number | undefined;

  constructor(
    status: number,
    code: string,
    message: string,
    fields: Record<string, string> = {},
    issues: FieldIssue[] = [],
    retryAfter?: number,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.issues = issues;
    this.retryAfter = retryAfter;
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RequestOptions {
  method?: Method;
  body?: unknown;
  signal?: AbortSignal;
}

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const trimmed = part.trim();
    if (trimmed.startsWith(prefix)) return decodeURIComponent(trimmed.slice(prefix.length));
  }
  return undefined;
}

function isErrorResponse(value: unknown): value is ErrorResponse {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return typeof error === 'object' && error !== null && 'code' in error && 'message' in error;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The header that echoes the CSRF cookie on a state-changing request (empty before the server
 * handed one out). Over https the server names it `__Host-sl_csrf` (and reads only that one).
 * Exported for the one request fetch cannot make: an upload that reports its progress (XHR).
 */
export function csrfHeader(): Record<string, string> {
  const token = readCookie(CSRF_COOKIE_HOST) ?? readCookie(CSRF_COOKIE);
  return token ? { [CSRF_HEADER]: token } : {};
}

/**
 * The one way the browser talks to the server: same-origin JSON, cookies included, the CSRF
 * cookie echoed in a header on every state-changing request, and errors thrown as ApiError.
 */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  // The language the member is using, so what the server writes for them (e-mails) matches it.
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': currentLanguage() };
  // A file goes as itself (the server sniffs its real type); anything else as JSON.
  const isFile = options.body instanceof Blob;
  if (isFile) headers['content-type'] = (options.body as Blob).type || 'application/octet-stream';
  else if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET') Object.assign(headers, csrfHeader());

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: options.body === undefined ? undefined : isFile ? (options.body as Blob) : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    reportReachable(false);
    throw new ApiError(0, 'network_error', 'Network error');
  }
  reportReachable(true);

  const data = await readJson(response);
  if (!response.ok) throw apiErrorOf(response.status, data, response.headers.get('retry-after'), response.statusText);
  return data as T;
}

/**
 * A file the server sends (a download), with the name its Content-Disposition gives; a refusal
 * is thrown as api() throws it, so a page can say what went wrong instead of showing raw JSON.
 */
export async function apiFile(path: string): Promise<{ blob: Blob; fileName: string | null }> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin', headers: { 'accept-language': currentLanguage() } });
  } catch {
    throw new ApiError(0, 'network_error', 'Network error');
  }
  if (!response.ok) throw apiErrorOf(response.status, await readJson(response), response.headers.get('retry-after'), response.statusText);
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? null;
  return { blob: await response.blob(), fileName };
}

/** The ApiError of a refusal: the status, the JSON body the server sent and its Retry-After. */
export function apiErrorOf(status: number, data: unknown, retryAfterHeader: string | null, statusText = ''): ApiError {
  if (isErrorResponse(data)) {
    const { code, message, fields, issues } = data.error;
    const retryAfter = Number(retryAfterHeader ?? NaN);
    return new ApiError(status, code, message, fields, issues, Number.isFinite(retryAfter) ? retryAfter : undefined);
  }
  return new ApiError(status, 'http_error', statusText || 'Request failed');
}

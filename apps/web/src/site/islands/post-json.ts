import { CSRF_COOKIE, CSRF_COOKIE_HOST, CSRF_HEADER } from '@skilllink/contracts/constants';

/** The page's token (set by the server with the page), echoed as the API's CSRF check asks. */
function csrfToken(): string {
  const cookies = new Map(document.cookie.split('; ').map((c) => c.split('=', 2) as [string, string]));
  return cookies.get(CSRF_COOKIE_HOST) ?? cookies.get(CSRF_COOKIE) ?? '';
}

export interface PostResult {
  ok: boolean;
  status: number;
  /** The API's error message, already in the reader's language, when there is one. */
  message: string | null;
  fields: Record<string, string>;
}

/** A JSON POST from a public page's island; never throws (an offline phone gets status 0). */
export async function postJson(url: string, body: unknown, language: string): Promise<PostResult> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': language, [CSRF_HEADER]: csrfToken() },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
    if (res.ok) return { ok: true, status: res.status, message: null, fields: {} };
    const data = (await res.json().catch(() => null)) as { error?: { message?: string; fields?: Record<string, string> } } | null;
    return { ok: false, status: res.status, message: data?.error?.message ?? null, fields: data?.error?.fields ?? {} };
  } catch {
    return { ok: false, status: 0, message: null, fields: {} };
  }
}

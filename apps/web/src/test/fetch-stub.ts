import type { User } from '@skilllink/contracts/auth';
import { vi } from 'vitest';

/** One recorded request, as the server would have received it. */
export interface RecordedCall {
  method: string;
  path: string;
  search: string;
  headers: Record<string, string>;
  body: unknown;
}

type Handler = (call: RecordedCall) => Response | Promise<Response>;

export function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
  });
}

export function apiError(status: number, code: string, message: string, fields?: Record<string, string>): Response {
  return json(status, { error: { code, message, ...(fields ? { fields } : {}) } });
}

/**
 * Replaces fetch at the network boundary: `"METHOD /path"` → handler. Unlisted requests
 * answer 404 in the API's error shape, so a test sees a real failure, not a hang.
 */
export function stubApi(handlers: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), window.location.origin);
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => (headers[key] = value));
    const call: RecordedCall = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      search: url.search,
      headers,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const handler = handlers[`${call.method} ${call.path}`];
    return handler ? handler(call) : apiError(404, 'not_found', `No stub for ${call.method} ${call.path}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    /** Requests made to one endpoint, e.g. `callsTo('POST /api/v1/auth/login')`. */
    callsTo: (route: string) => calls.filter((call) => `${call.method} ${call.path}` === route),
  };
}

export const member: User = {
  id: '01HZX0000000000000000000AB',
  email: 'ama.mensah@example.com',
  firstName: 'Ama',
  lastName: 'Mensah',
  title: 'Data Analyst',
  avatar: null,
  isVerified: true,
  onboardingCompleted: true,
  theme: null,
  language: 'en',
};

export const signedOut = () => apiError(401, 'unauthorized', 'Not signed in');
export const signedInAs = (user: User) => () => json(200, { user });
export const noOAuth = () => json(200, { oauth: { google: false, linkedin: false }, devMailbox: false });

/** The member's own profile as GET /api/v1/profile answers, with one of each item. */
export const ownProfile = {
  ...member,
  bio: 'I turn data into decisions.',
  location: 'Accra, Ghana',
  phone: '',
  website: 'https://ama.dev',
  linkedin: '',
  github: '',
  joinDate: '2026-03-01T10:00:00.000Z',
  profileViews: 9,
  connectionCount: 6,
  takesEndorsements: true,
  relation: 'self' as const,
  skills: [
    {
      id: 's1',
      name: 'Python',
      level: 'Advanced' as const,
      category: 'Data Science',
      yearsOfExperience: 4,
      endorsements: 3,
      endorsedByMe: false,
      verified: false,
      createdAt: '2026-11-01T10:00:00.000Z',
    },
  ],
  experience: [
    {
      id: 'x1',
      company: 'MTN Ghana',
      position: 'Data Analyst',
      location: 'Accra',
      startDate: '2021-05',
      endDate: null,
      description: 'Churn models.',
      skills: ['Python'],
    },
  ],
  education: [
    {
      id: 'e1',
      institution: 'KNUST',
      degree: 'BSc',
      field: 'Statistics',
      location: '',
      startDate: '2015-09',
      endDate: '2019-07',
      description: '',
    },
  ],
};

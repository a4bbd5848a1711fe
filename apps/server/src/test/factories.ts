import type { FastifyInstance } from 'fastify';
import { memberPair } from '../db/member-pair.js';
import { TestClient } from './client.js';

let counter = 0;

/** A unique, valid registration body. */
export function newMember(overrides: Partial<{ firstName: string; lastName: string; email: string; password: string }> = {}) {
  counter += 1;
  return {
    firstName: 'Yaa',
    lastName: 'Asantewaa',
    email: `yaa.${Date.now().toString(36)}.${counter}@example.test`,
    password: 'correct horse battery',
    ...overrides,
  };
}

/**
 * Registers a member through the API the way a person does — register, open the e-mailed
 * verification link, sign in — and returns a client signed in as them. `verified: false` stops
 * before the link, for tests of what an unverified member may do.
 */
export async function signedUp(
  app: FastifyInstance,
  overrides: Parameters<typeof newMember>[0] = {},
  { verified = true, rememberMe = false, ip }: { verified?: boolean; rememberMe?: boolean; ip?: string } = {},
) {
  const body = newMember(overrides);
  const client = new TestClient(app, ip);
  const res = await client.post('/api/v1/auth/register', body);
  if (res.statusCode !== 202) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  if (verified) {
    const token = (await lastMailTo(app, body.email.toLowerCase()))?.token;
    const verify = await client.post('/api/v1/auth/verify-email', { token });
    if (verify.statusCode !== 200) throw new Error(`verify failed: ${verify.statusCode} ${verify.body}`);
  }
  const login = await client.post('/api/v1/auth/login', { email: body.email, password: body.password, rememberMe });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.statusCode} ${login.body}`);
  return { client, body, user: login.json().user as { id: string; email: string; isVerified: boolean } };
}

/** Latest mail to an address, with the first link in it. */
export async function lastMailTo(app: FastifyInstance, to: string) {
  const row = await app.database.db
    .selectFrom('mailOutbox')
    .selectAll()
    .where('toAddress', '=', to)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row) return null;
  const link = /https?:\/\/\S+/.exec(row.textBody)?.[0] ?? null;
  const token = link ? new URL(link).searchParams.get('token') : null;
  return { ...row, link, token };
}

/**
 * Makes two members connections directly in the database (the connections area owns the real
 * request/accept flow; tests of other areas only need the fact).
 */
export async function connectMembers(app: FastifyInstance, a: string, b: string, status: 'accepted' | 'pending' = 'accepted') {
  const now = new Date().toISOString();
  await app.database.db
    .insertInto('connection')
    .values({
      id: `c-${a}-${b}`,
      requesterId: a,
      addresseeId: b,
      ...memberPair(a, b),
      status,
      message: '',
      createdAt: now,
      respondedAt: status === 'accepted' ? now : null,
    })
    .execute();
}

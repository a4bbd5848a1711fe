import Ajv2019 from 'ajv/dist/2019.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { signedUp } from '../../test/factories.js';
import { insertSkillBadge } from '../../test/learning-fixtures.js';
import { independentVerifier } from './credentials-fixtures.js';
import { issueMissing } from './credentials.service.js';
import { createIssuer } from './issuer.js';
import { credentialsMemberData } from './member-data.js';
import schema from './schema/ob_v3p0_achievementcredential_schema.json' with { type: 'json' };

// Skill badges as Open Badges 3.0 credentials (issue 29 §6, ADR 078): the same issuer, proof,
// schema and status list as the certificates' credentials.

const CREDENTIAL_KEY = 'credentials-test-key-0123456789-abcdefghijklmnop';
const ADMIN = 'badges.admin@example.test';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_FACTOR: '1000', CREDENTIAL_KEY, ADMIN_EMAILS: ADMIN });
});
afterAll(async () => t.close());

const { PUBLIC, DID, libraryVerify, libraryStatus } = independentVerifier(() => t.app);

interface BadgeCredential {
  id: string;
  name: string;
  issuer: { id: string };
  credentialSubject: {
    achievement: {
      achievementType: string;
      name: string;
      alignment: Array<{ targetName: string }>;
      resultDescription: Array<{ requiredValue: string }>;
    };
    result: Array<{ value: string }>;
  };
}

async function badgeOf(member: Awaited<ReturnType<typeof signedUp>>, opts: { slug?: string; name?: string; score?: number } = {}) {
  const badge = await insertSkillBadge(t.app, { userId: member.user.id, ...opts });
  const res = await member.client.get(`/api/v1/skill-badges/${badge.id}/credential`);
  expect(res.statusCode, res.body).toBe(200);
  return { badge, res, credential: res.json() as BadgeCredential };
}

const verifyApi = async (credential: object) => (await new TestClient(t.app).post('/api/v1/credentials/verify', credential)).json();

describe('a skill badge as an Open Badges 3.0 credential', () => {
  it('is signed by SkillLink, names the skill and the score, passes the schema and verifies independently', async () => {
    const member = await signedUp(t.app, { firstName: 'Kofi', lastName: 'Boateng' });
    const { badge, res, credential } = await badgeOf(member, { slug: 'python', name: 'Python', score: 87 });
    expect(res.headers['content-disposition']).toBe('attachment; filename="skilllink-skill-badge-python.json"');
    expect(credential.id).toBe(`urn:uuid:${badge.id}`);
    expect(credential.issuer.id).toBe(DID);
    expect(credential.credentialSubject.achievement).toMatchObject({
      achievementType: 'Badge',
      name: 'Python — Skill Assessment',
      alignment: [expect.objectContaining({ targetName: 'Python', targetUrl: `${PUBLIC}/app/skills?skill=python` })],
      resultDescription: [expect.objectContaining({ resultType: 'Percent', requiredValue: '70' })],
    });
    expect(credential.credentialSubject.result).toEqual([expect.objectContaining({ value: '87' })]);

    const ajv = new Ajv2019.default({ strict: false, allErrors: true });
    addFormats.default(ajv);
    const validate = ajv.compile(schema);
    expect(validate(credential), JSON.stringify(validate.errors)).toBe(true);
    const result = await libraryVerify(credential);
    expect(result.verified, JSON.stringify(result.error ?? result.results)).toBe(true);
    expect(await verifyApi(credential)).toMatchObject({
      verified: true,
      credential: { name: 'Python — Skill Assessment', recipientName: 'Kofi Boateng' },
    });

    // A better score written in: the signature no longer holds.
    const changed = structuredClone(credential);
    changed.credentialSubject.result[0]!.value = '100';
    expect((await libraryVerify(changed)).verified).toBe(false);
    expect((await verifyApi(changed)).checks.find((c: { check: string }) => c.check === 'signature')).toMatchObject({ passed: false });
  });

  it('is only for its member: another member gets 404, a visitor 401', async () => {
    const { badge } = await badgeOf(await signedUp(t.app));
    expect((await (await signedUp(t.app)).client.get(`/api/v1/skill-badges/${badge.id}/credential`)).statusCode).toBe(404);
    expect((await new TestClient(t.app).get(`/api/v1/skill-badges/${badge.id}/credential`)).statusCode).toBe(401);
    expect((await (await signedUp(t.app)).client.get('/api/v1/skill-badges/nope/credential')).statusCode).toBe(404);
  });

  it('is signed by the sweep soon after the pass, exported, and revoked with its badge on erasure', async () => {
    const member = await signedUp(t.app);
    const badge = await insertSkillBadge(t.app, { userId: member.user.id, slug: 'excel', name: 'Excel' });
    const db = t.app.database.db;
    const deps = { db, issuer: createIssuer(db, PUBLIC, CREDENTIAL_KEY, () => new Date()), publicUrl: PUBLIC, now: () => new Date() };
    while ((await issueMissing(deps)) > 0);
    const row = await db.selectFrom('skillBadgeCredential').selectAll().where('badgeId', '=', badge.id).executeTakeFirstOrThrow();
    const credential = JSON.parse(row.document) as object;
    expect((await libraryVerify(credential)).verified).toBe(true);

    const ctx = { db, storage: t.app.storage, memberId: member.user.id, now: new Date() };
    const [file] = await credentialsMemberData.export(ctx);
    expect(JSON.parse(String(file!.content))).toEqual([{ skillBadge: 'Excel', credential }]);
    // What skills' own erasure does: the badge is revoked.
    await db
      .updateTable('skillBadge')
      .set({ revokedAt: new Date().toISOString(), revokedReason: 'member_deleted' })
      .where('id', '=', badge.id)
      .execute();
    await credentialsMemberData.erase(ctx);
    expect(await credentialsMemberData.export(ctx)).toEqual([]);
    expect((await libraryStatus(credential)).results?.[0]?.status).toBe(true);
    expect((await verifyApi(credential)).checks.find((c: { check: string }) => c.check === 'status')).toMatchObject({
      passed: false,
      failure: 'revoked',
    });
    expect((await member.client.get(`/api/v1/skill-badges/${badge.id}/credential`)).statusCode).toBe(404);
  });

  it('is revoked by an admin who found fraud: no longer verified, revoked with the date', async () => {
    const admin = await signedUp(t.app, { email: ADMIN });
    const member = await signedUp(t.app);
    const { badge, credential } = await badgeOf(member, { slug: 'sql', name: 'SQL' });
    expect((await member.client.post('/api/v1/profile/skills', { name: 'SQL', category: 'Data Science' })).statusCode).toBe(201);
    const verified = async () =>
      ((await member.client.get('/api/v1/profile')).json().profile.skills as Array<{ verified: boolean }>)[0]!.verified;
    expect(await verified()).toBe(true);
    expect((await member.client.post(`/api/v1/admin/skill-badges/${badge.id}/revoke`, { reason: 'fraud' })).statusCode).toBe(403);
    const revoked = await admin.client.post(`/api/v1/admin/skill-badges/${badge.id}/revoke`, { reason: 'fraud' });
    expect(revoked.statusCode).toBe(200);
    expect((await admin.client.post(`/api/v1/admin/skill-badges/${badge.id}/revoke`, { reason: 'fraud' })).statusCode).toBe(404);
    expect((await verifyApi(credential)).checks.find((c: { check: string }) => c.check === 'status')).toMatchObject({
      passed: false,
      failure: 'revoked',
      revokedAt: revoked.json().revokedAt,
    });
    expect((await libraryStatus(credential)).results?.[0]?.status).toBe(true);
    expect(await verified()).toBe(false);
  });
});

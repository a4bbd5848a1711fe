import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { eraseMember } from '../../test/erase.js';
import { signedUp } from '../../test/factories.js';
import { findPublicCertificate } from './public-certificate.repository.js';
import { certificateOf, makePublic } from './public-site-fixtures.js';

// The certificate behind a shareable page (issue 26 §2): the facts verification shows, no more.

describe('findPublicCertificate', () => {
  let t: TestApp;
  let holder: string;
  const code = 'SL-PUBX-CERT-2345';

  beforeAll(async () => {
    t = await buildTestApp();
    holder = (await signedUp(t.app, { firstName: 'Adwoa', lastName: 'Sarpong' })).user.id;
    await certificateOf(t.app.database.db, holder, code, { title: 'Python for data analysis', slug: 'og-python-test' });
  });
  afterAll(() => t.close());

  it('shows the same facts as public verification, plus the course, skills and the holder’s page when public', async () => {
    const db = t.app.database.db;
    await makePublic(db, holder, { handle: 'adwoa-sarpong' });
    const skillsOf = (slug: string) => (slug === 'og-python-test' ? ['Python', 'Data Analysis'] : []);
    const cert = await findPublicCertificate(db, ` ${code.toLowerCase()} `, skillsOf);
    expect(cert).toMatchObject({
      status: 'valid',
      code,
      holderName: 'Adwoa Sarpong',
      holderHandle: 'adwoa-sarpong',
      courseTitle: 'Python for data analysis',
      courseSlug: 'og-python-test',
      skills: ['Python', 'Data Analysis'],
    });
    const verified = (await new TestClient(t.app).get(`/api/v1/certificates/verify/${code}`)).json();
    expect(verified.valid).toBe(true);
    if (cert?.status !== 'valid') throw new Error('expected a valid certificate');
    expect({
      code: cert.code,
      recipientName: cert.holderName,
      courseName: cert.courseTitle,
      completionDate: cert.issuedAt,
      issuer: cert.issuer,
      instructor: cert.instructor,
      level: cert.level,
      evidence: cert.evidence,
    }).toEqual({ ...verified, valid: undefined });
  });

  it('does not link the holder’s page when their profile is for members or connections only', async () => {
    const db = t.app.database.db;
    for (const visibility of ['members', 'connections'] as const) {
      await makePublic(db, holder, { handle: 'adwoa-sarpong', visibility });
      expect(await findPublicCertificate(db, code)).toMatchObject({
        status: 'valid',
        holderName: 'Adwoa Sarpong',
        holderHandle: null,
        skills: [],
      });
    }
  });

  it('answers null for an unknown code and for junk', async () => {
    const db = t.app.database.db;
    expect(await findPublicCertificate(db, 'SL-ZZZZ-ZZZZ-ZZZZ')).toBeNull();
    expect(await findPublicCertificate(db, "' or 1=1 --")).toBeNull();
    expect(await findPublicCertificate(db, '')).toBeNull();
  });

  it('names no one and no course once the holder erased their account', async () => {
    const gone = (await signedUp(t.app, { firstName: 'Kojo', lastName: 'Gone' })).user.id;
    await certificateOf(t.app.database.db, gone, 'SL-GNNE-GNNE-2345');
    await eraseMember(t.app, gone);
    expect(await findPublicCertificate(t.app.database.db, 'SL-GNNE-GNNE-2345')).toEqual({
      status: 'revoked',
      code: 'SL-GNNE-GNNE-2345',
      reason: 'member_deleted',
    });
    expect((await new TestClient(t.app).get('/api/v1/certificates/verify/SL-GNNE-GNNE-2345')).json()).toMatchObject({
      valid: false,
      revoked: 'member_deleted',
    });
  });
});

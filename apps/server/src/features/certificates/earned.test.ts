import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { signedUp } from '../../test/factories.js';
import { insertCertificate, insertCourse } from '../../test/learning-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_FACTOR: '1000' });
});
afterAll(async () => t.close());

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();

describe("GET /api/v1/profiles/:memberId/certificates (a member's profile)", () => {
  it("shows another member's earned certificates, newest first, with codes anyone can verify", async () => {
    const { user: earner } = await signedUp(t.app);
    const { client: viewer } = await signedUp(t.app);
    const course = await insertCourse(t.app, { title: 'UI/UX Foundations', instructor: 'Kojo Mensah' });
    const other = await insertCourse(t.app, { title: 'Digital Marketing' });
    const older = await insertCertificate(t.app, { userId: earner.id, courseId: course.id, issuedAt: daysAgo(9) });
    const newer = await insertCertificate(t.app, { userId: earner.id, courseId: other.id, issuedAt: daysAgo(2) });

    const res = await viewer.get(`/api/v1/profiles/${earner.id}/certificates`);
    expect(res.statusCode).toBe(200);
    const { items } = res.json();
    expect(items.map((c: { id: string }) => c.id)).toEqual([newer.id, older.id]);
    expect(items[1]).toEqual({
      id: older.id,
      courseId: course.id,
      courseName: 'UI/UX Foundations',
      instructor: 'Kojo Mensah',
      completionDate: new Date(older.issuedAt).toISOString(),
      verificationCode: older.code,
      verificationUrl: `http://localhost:3000/verify/${older.code}`,
    });
    // Nothing about the file: the PDF is the owner's.
    expect(items[0]).not.toHaveProperty('pdfUrl');
  });

  it('is empty for a member without certificates and 404 for an unknown member', async () => {
    const { client, user } = await signedUp(t.app);
    expect((await client.get(`/api/v1/profiles/${user.id}/certificates`)).json()).toEqual({ items: [] });
    const missing = await client.get('/api/v1/profiles/01900000-0000-7000-8000-000000000000/certificates');
    expect(missing.statusCode).toBe(404);
  });

  it('needs a signed-in member', async () => {
    const { user } = await signedUp(t.app);
    const res = await new TestClient(t.app).get(`/api/v1/profiles/${user.id}/certificates`);
    expect(res.statusCode).toBe(401);
  });

  it('refuses a malformed member id', async () => {
    const { client } = await signedUp(t.app);
    const res = await client.get(`/api/v1/profiles/${'x'.repeat(80)}/certificates`);
    expect(res.statusCode).toBe(400);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordActivity } from '../../platform/activity.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { signedUp } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

describe('GET /api/v1/activity', () => {
  it("pages through the member's own activity, newest first, without gaps or repeats", async () => {
    const { client, user } = await signedUp(t.app);
    const { user: other } = await signedUp(t.app);
    const db = t.app.database.db;
    for (let i = 0; i < 25; i += 1) {
      await recordActivity(db, {
        userId: user.id,
        type: 'skill_added',
        subject: `Skill ${i}`,
        link: '/app/profile?tab=skills',
        at: minutesAgo(25 - i),
      });
      if (i % 5 === 0) await recordActivity(db, { userId: other.id, type: 'connection_made', subject: 'Not mine' });
    }

    const seen: string[] = [];
    let cursor: string | null = null;
    const pageSizes: number[] = [];
    do {
      const res = await client.get(`/api/v1/activity?limit=10${cursor ? `&before=${cursor}` : ''}`);
      expect(res.statusCode).toBe(200);
      const page = res.json();
      pageSizes.push(page.items.length);
      seen.push(...page.items.map((item: { subject: string }) => item.subject));
      cursor = page.nextCursor;
    } while (cursor);
    expect(pageSizes).toEqual([10, 10, 5]);
    expect(seen).toEqual(Array.from({ length: 25 }, (_, i) => `Skill ${24 - i}`));

    const first = (await client.get('/api/v1/activity')).json();
    expect(first.items).toHaveLength(20);
    expect(first.items[0]).toEqual({
      id: expect.any(String),
      type: 'skill_added',
      subject: 'Skill 24',
      link: '/app/profile?tab=skills',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
  });

  it('answers an empty page when there is nothing (yet)', async () => {
    const { client } = await signedUp(t.app);
    expect((await client.get('/api/v1/activity')).json()).toEqual({ items: [], nextCursor: null });
  });

  it('orders by when things happened, even when ids do not follow time (back-dated entries)', async () => {
    const { client, user } = await signedUp(t.app);
    const db = t.app.database.db;
    // Written in this order, as a seed or an import might: ids (a…, b…, c…) against times.
    for (const [id, subject, at] of [
      ['aaa-newest', 'Newest', minutesAgo(1)],
      ['ccc-oldest', 'Oldest', minutesAgo(300)],
      ['bbb-middle', 'Middle', minutesAgo(60)],
    ] as const) {
      await db
        .insertInto('activity')
        .values({ id: `${id}-${user.id}`, userId: user.id, type: 'skill_added', subject, link: null, createdAt: at })
        .execute();
    }
    const first = (await client.get('/api/v1/activity?limit=2')).json();
    expect(first.items.map((i: { subject: string }) => i.subject)).toEqual(['Newest', 'Middle']);
    const rest = (await client.get(`/api/v1/activity?limit=2&before=${first.nextCursor}`)).json();
    expect(rest).toEqual({ items: [expect.objectContaining({ subject: 'Oldest' })], nextCursor: null });
  });

  it("never shows another member's activity, whatever the cursor", async () => {
    const { user: other } = await signedUp(t.app);
    await recordActivity(t.app.database.db, { userId: other.id, type: 'certificate_earned', subject: 'Secret course' });
    const { client } = await signedUp(t.app);
    const future = Buffer.from(`2999-01-01T00:00:00.000Z|zzz`).toString('base64url');
    const res = await client.get(`/api/v1/activity?before=${future}&limit=50`);
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([]);
  });

  it('refuses bad paging with field messages', async () => {
    const { client } = await signedUp(t.app);
    const notACursor = Buffer.from('yesterday|x').toString('base64url');
    for (const query of ['limit=0', 'limit=51', 'limit=abc', 'limit=2.5', 'before=', 'before=a%20b', `before=${notACursor}`]) {
      const res = await client.get(`/api/v1/activity?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
  });

  it('answers 401 when signed out', async () => {
    const res = await new TestClient(t.app).get('/api/v1/activity');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthenticated');
  });
});

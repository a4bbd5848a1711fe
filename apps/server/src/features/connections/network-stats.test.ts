import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { connectMembers, signedUp } from '../../test/factories.js';
import { addSkills } from '../../test/profile-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_FACTOR: '1000' });
});
afterAll(async () => t.close());

describe('GET /api/v1/network/stats', () => {
  it('computes connections, reach, mutual connections, industries and top skills from my network', async () => {
    const me = await signedUp(t.app);
    const [a, b, c, x, y, z, d] = await Promise.all(Array.from({ length: 7 }, () => signedUp(t.app)));
    // me—a, me—b, me—c; a—b (each shares a connection with me); a—x, b—x, c—y: reach x, y.
    // y—z is three steps away; a pending request to d is not a connection.
    for (const other of [a!, b!, c!]) await connectMembers(t.app, me.user.id, other.user.id);
    for (const [p, q] of [
      [a!, b!],
      [a!, x!],
      [b!, x!],
      [c!, y!],
      [y!, z!],
    ] as const)
      await connectMembers(t.app, p.user.id, q.user.id);
    await connectMembers(t.app, me.user.id, d!.user.id, 'pending');

    await addSkills(a!.client, ['React', 'Figma']);
    await addSkills(b!.client, ['react', 'TypeScript']);
    const custom = await c!.client.post('/api/v1/profile/skills', { name: 'Kente Weaving', category: 'Design' });
    expect(custom.statusCode).toBe(201);
    await addSkills(d!.client, ['Go']);

    const res = await me.client.get('/api/v1/network/stats');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      totalConnections: 3,
      networkReach: 2,
      mutualConnections: 2,
      // React and TypeScript are Programming in the catalogue, Figma Design; Kente Weaving is
      // not in the catalogue and keeps the category c chose.
      industryBreakdown: [
        { industry: 'Design', count: 2, percent: 67 },
        { industry: 'Programming', count: 2, percent: 67 },
      ],
      topSkills: [
        { name: 'React', count: 2 },
        { name: 'Figma', count: 1 },
        { name: 'Kente Weaving', count: 1 },
        { name: 'TypeScript', count: 1 },
      ],
    });

    // Another member's statistics are theirs: x is connected to a and b only.
    expect((await x!.client.get('/api/v1/network/stats')).json()).toMatchObject({
      totalConnections: 2,
      networkReach: 1,
      mutualConnections: 2,
    });
  });

  it('answers zeros and empty lists without connections, and 401 when signed out', async () => {
    const me = await signedUp(t.app);
    expect((await me.client.get('/api/v1/network/stats')).json()).toEqual({
      totalConnections: 0,
      networkReach: 0,
      mutualConnections: 0,
      industryBreakdown: [],
      topSkills: [],
    });
    expect((await new TestClient(t.app).get('/api/v1/network/stats')).statusCode).toBe(401);
  });
});

import type { JobsPage } from '@skilllink/contracts/jobs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { signedUp } from '../../test/factories.js';
import { postJob } from '../../test/job-fixtures.js';

// Data saver asks for smaller pages of jobs (`limit`, ADR 074); "Show more" goes on in that size.

let t: TestApp;
let reader: TestClient;
beforeAll(async () => {
  t = await buildTestApp();
  const poster = (await signedUp(t.app)).client;
  reader = (await signedUp(t.app)).client;
  for (const title of ['Job A', 'Job B', 'Job C', 'Job D', 'Job E']) await postJob(poster, { title });
});
afterAll(async () => t.close());

const page = async (query: string) => {
  const res = await reader.get(`/api/v1/jobs?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as JobsPage;
};

describe('GET /api/v1/jobs?limit=', () => {
  it('answers pages of the size asked, which follow on without gaps or repeats', async () => {
    const whole = (await page('')).items.map((j) => j.title);
    const first = await page('limit=2');
    const second = await page('limit=2&page=2');
    const third = await page('limit=2&page=3');
    expect(first).toMatchObject({ page: 1, hasMore: true, total: whole.length });
    expect([...first.items, ...second.items, ...third.items].map((j) => j.title)).toEqual(whole.slice(0, 6));
    expect(first.items).toHaveLength(2);
  });

  it('is not served the cached default listing of 20', async () => {
    await page(''); // fills the default listing's cache
    expect((await page('limit=1')).items).toHaveLength(1);
  });

  it('refuses a size that is not a whole number from 1 to 20', async () => {
    for (const limit of ['0', '21', '2.5', 'ten']) {
      expect((await reader.get(`/api/v1/jobs?limit=${limit}`)).statusCode, limit).toBe(400);
    }
  });

  it('answers 401 when signed out', async () => {
    expect((await new TestClient(t.app).get('/api/v1/jobs?limit=5')).statusCode).toBe(401);
  });
});

import { JOB_ALERTS_MAX, type JobAlert, type JobAlertsPage } from '@skilllink/contracts/jobs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { signedUp } from '../../test/factories.js';

let t: TestApp;
let ama: TestClient;
let kofi: TestClient;
beforeAll(async () => {
  t = await buildTestApp();
  ama = (await signedUp(t.app, { firstName: 'Akosua' })).client;
  kofi = (await signedUp(t.app, { firstName: 'Kofi' })).client;
});
afterAll(async () => t.close());

const ALERTS = '/api/v1/jobs/alerts';
const list = async (client: TestClient) => (await client.get(ALERTS)).json() as JobAlertsPage;

describe('job alerts: save, list, delete', () => {
  it('refuses visitors who are not signed in', async () => {
    const visitor = new TestClient(t.app);
    expect((await visitor.get(ALERTS)).statusCode).toBe(401);
    expect((await visitor.post(ALERTS, { search: { q: 'designer' } })).statusCode).toBe(401);
    expect((await visitor.delete(`${ALERTS}/x`)).statusCode).toBe(401);
    expect((await visitor.put(`${ALERTS}/emails`, { enabled: false })).statusCode).toBe(401);
  });

  it('saves the current search with a name made from it, and lists it', async () => {
    const res = await ama.post(ALERTS, { search: { q: 'Designer', location: 'Accra', remote: true } });
    expect(res.statusCode).toBe(201);
    const alert = res.json() as JobAlert;
    expect(alert.name).toBe('Designer · Accra · Remote');
    expect(alert.path).toBe('/app/jobs?q=Designer&location=Accra&remote=true');
    expect(alert.search).toMatchObject({ kind: 'job', q: 'Designer', location: 'Accra', remote: true, skills: [] });

    const named = (await ama.post(ALERTS, { name: 'Data work', search: { kind: 'project', type: 'data' } })).json() as JobAlert;
    expect(named.name).toBe('Data work');
    expect(named.path).toBe('/app/jobs?tab=projects&type=data');

    const page = await list(ama);
    expect(page.items.map((a) => a.id)).toEqual([named.id, alert.id]);
    expect(page).toMatchObject({ emails: true, max: JOB_ALERTS_MAX });
    expect((await list(kofi)).items).toEqual([]);
  });

  it('refuses bad input with a message per field', async () => {
    const cases: Array<[unknown, string]> = [
      [{ name: 'x'.repeat(81), search: { q: 'a' } }, 'name'],
      [{ search: { q: 'x'.repeat(101) } }, 'search.q'],
      [{ search: { kind: 'job', type: 'design' } }, 'search.type'],
      [{ search: { q: 'a', salaryMin: 5000 } }, 'search.currency'],
      [{ search: { skills: ['a', 'b', 'c', 'd', 'e', 'f'] } }, 'search.skills'],
      [{ search: { q: 'a', remote: 'yes' } }, 'search.remote'],
      [{ search: {} }, 'search'],
    ];
    for (const [body, field] of cases) {
      const res = await ama.post(ALERTS, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().error.fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect((await ama.post(ALERTS, { search: {} })).json().error.message).toBe('Add search words or a filter before saving an alert');
  });

  it('keeps one alert per search', async () => {
    const res = await ama.post(ALERTS, { search: { location: 'Accra', q: 'Designer', remote: true } });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('alert_exists');
  });

  it("deletes only the member's own alerts: another member's reads as not found", async () => {
    const [alert] = (await list(ama)).items;
    const other = await kofi.delete(`${ALERTS}/${alert!.id}`);
    expect(other.statusCode).toBe(404);
    expect(other.json().error.message).toBe('Job alert not found');
    expect((await ama.delete(`${ALERTS}/${alert!.id}`)).statusCode).toBe(204);
    expect((await ama.delete(`${ALERTS}/${alert!.id}`)).statusCode).toBe(404);
    expect((await list(ama)).items.map((a) => a.id)).not.toContain(alert!.id);
  });

  it(`keeps at most ${JOB_ALERTS_MAX} alerts a member, saying so`, async () => {
    const have = (await list(kofi)).items.length;
    const saves = Array.from({ length: JOB_ALERTS_MAX - have }, (_, i) => kofi.post(ALERTS, { search: { q: `role ${i}` } }));
    expect((await Promise.all(saves)).map((r) => r.statusCode)).toEqual(saves.map(() => 201));
    const over = await kofi.post(ALERTS, { search: { q: 'one more' } });
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toMatchObject({
      code: 'alert_limit',
      message: `You can keep up to ${JOB_ALERTS_MAX} job alerts. Delete one to add another`,
    });
    expect((await list(kofi)).items).toHaveLength(JOB_ALERTS_MAX);
  });

  it('turns the digest e-mails off and on again', async () => {
    expect((await ama.put(`${ALERTS}/emails`, { enabled: false })).json()).toEqual({ enabled: false });
    expect((await list(ama)).emails).toBe(false);
    expect((await list(kofi)).emails).toBe(true);
    expect((await ama.put(`${ALERTS}/emails`, { enabled: 'no' })).statusCode).toBe(400);
    await ama.put(`${ALERTS}/emails`, { enabled: true });
    expect((await list(ama)).emails).toBe(true);
  });
});

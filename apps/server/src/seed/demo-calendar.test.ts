import { expandEventsPage, type WireEventsPage } from '@skilllink/contracts/calendar-wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app.js';
import { TestClient } from '../test/client.js';
import { seedDemoCalendar } from './demo-calendar.js';
import { seedDemo } from './demo.js';
import { DEMO_ACCOUNT } from './demo-members.js';

let t: TestApp;
let ama: TestClient;
beforeAll(async () => {
  t = await buildTestApp();
  await Promise.all([seedDemo(t.app.database.db), seedDemo(t.app.database.db)]);
  ama = new TestClient(t.app);
  await ama.post('/api/v1/auth/login', DEMO_ACCOUNT);
});
afterAll(async () => t.close());

describe('demo calendar', () => {
  it("fills Ama's current week, with the weekday standup series, once", async () => {
    await seedDemoCalendar(t.app.database.db);
    const now = new Date();
    const from = new Date(now.getTime() - 8 * 86_400_000).toISOString();
    const to = new Date(now.getTime() + 8 * 86_400_000).toISOString();
    const items = expandEventsPage((await ama.get(`/api/v1/calendar/events?from=${from}&to=${to}`)).json() as WireEventsPage);
    const titles = new Set(items.map((i) => i.title));
    for (const title of [
      'Team standup',
      'Client meeting: MoMo merchant dashboard',
      'Study session: React performance',
      'Hand over the dashboard designs',
    ]) {
      expect(titles).toContain(title);
    }
    expect(items.filter((i) => i.title === 'Team standup' && i.isRecurring).length).toBeGreaterThanOrEqual(5);
    expect(items.some((i) => i.calendarId === 'learning')).toBe(true);
    const rows = await t.app.database.db.selectFrom('calendarEvent').select('id').execute();
    expect(rows).toHaveLength(8);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../../platform/notifications.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { signedUp } from '../../test/factories.js';

// The journey a person makes in development (ADR 065): a digest shows in /dev/mailbox, and its
// unsubscribe link works from there without signing in.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ DEV_MAILBOX: 'true', RATE_LIMIT_FACTOR: '1000' });
});
afterAll(async () => t.close());

describe('notification e-mails in the dev mailbox', () => {
  it('shows the digest with a working unsubscribe link', async () => {
    const m = await signedUp(t.app, { firstName: 'Esi' });
    const db = t.app.database.db;
    await notify(db, { userId: m.user.id, type: 'profile_view', kind: 'profile.viewed', params: { actorName: 'Kojo' } });
    const visitor = new TestClient(t.app);
    const ran = await visitor.post('/dev/notification-mails/run', {});
    expect(ran.statusCode).toBe(200);
    expect(ran.json().mails).toBeGreaterThanOrEqual(1);
    const mailbox = await visitor.get('/dev/mailbox');
    expect(mailbox.body).toContain('Your daily SkillLink summary');
    expect(mailbox.body).toContain('Kojo viewed your profile');
    const link = /href="http:\/\/localhost:3000(\/notifications\/unsubscribe\?token=[^"]+)">Stop e-mails about profile views/.exec(
      mailbox.body,
    )?.[1];
    expect(link).toBeDefined();
    const page = await visitor.get(link!.replaceAll('&amp;', '&'));
    expect(page.statusCode).toBe(200);
    const action = /<form method="post" action="([^"]+)"/.exec(page.body)?.[1]?.replaceAll('&amp;', '&');
    const done = await visitor.post(action!, {});
    expect(done.statusCode).toBe(200);
    expect((await m.client.get('/api/v1/notifications/settings')).json().types.profile_view.email).toBe(false);
  });
});

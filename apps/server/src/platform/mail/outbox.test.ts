import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logSink } from '../../test/log-sink.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { lastMailTo, signedUp } from '../../test/factories.js';

/** Every line the app logs, parsed, for checking that secrets stay out of them. */
const HOUR = 3_600_000;

describe('stored mail with SMTP', () => {
  let smtp: SMTPServer;
  const received: { to: string; data: string }[] = [];
  let t: TestApp;
  const log = logSink();

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), data });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    t = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, LOG_LEVEL: 'info' }, { logger: log.logger });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(resolve));
  });

  it('delivers the reset link, then keeps no link in the stored copy nor in the logs', async () => {
    const { body } = await signedUp(t.app);
    await t.app.mailer.drain();
    await new TestClient(t.app).post('/api/v1/auth/forgot-password', { email: body.email });
    await t.app.mailer.drain();

    const delivered = received.filter((r) => r.to === body.email).at(-1);
    const token = /reset-password\?token=3D([\w-]+)|reset-password\?token=([\w-]+)/.exec(delivered?.data.replace(/=\r?\n/g, '') ?? '');
    const secret = token?.[1] ?? token?.[2];
    expect(secret, 'the member received a working link').toBeTruthy();

    const stored = await lastMailTo(t.app, body.email);
    expect(stored).toMatchObject({ status: 'sent', subject: 'Reset your SkillLink password' });
    for (const part of [stored!.textBody, stored!.htmlBody]) {
      expect(part).not.toContain(secret);
      expect(part).not.toMatch(/token=/);
      expect(part).toContain('[link removed after sending]');
    }
    const rows = await t.app.database.db.selectFrom('mailOutbox').select(['textBody', 'htmlBody']).execute();
    expect(JSON.stringify(rows)).not.toMatch(/token=/);
    expect(log.lines.join('\n')).not.toContain(secret);
  });
});

describe('stored mail without SMTP (development mailbox)', () => {
  let clock = new Date('2026-03-01T09:00:00Z');
  let t: TestApp;
  const log = logSink();

  beforeAll(async () => {
    t = await buildTestApp({ DEV_MAILBOX: 'true', LOG_LEVEL: 'info' }, { now: () => clock, logger: log.logger });
  });
  afterAll(async () => t.close());

  it('keeps the link for /dev/mailbox until it expires, then the sweep deletes the row', async () => {
    const { body } = await signedUp(t.app);
    await new TestClient(t.app).post('/api/v1/auth/forgot-password', { email: body.email });
    const reset = await lastMailTo(t.app, body.email);
    expect(reset?.token).toBeTruthy();
    expect((await t.app.inject('/dev/mailbox')).body).toContain(reset!.token!);
    expect(log.lines.join('\n'), 'info lines never carry the link').not.toContain(reset!.token!);

    clock = new Date(clock.getTime() + HOUR - 1000);
    await t.app.mailer.sweep();
    expect((await lastMailTo(t.app, body.email))?.id).toBe(reset!.id);

    clock = new Date(clock.getTime() + 2000);
    expect((await t.app.inject('/dev/mailbox')).body, 'an expired link is not shown').not.toContain(reset!.token!);
    await t.app.mailer.sweep();
    const left = await t.app.database.db.selectFrom('mailOutbox').select(['id', 'subject']).where('toAddress', '=', body.email).execute();
    // The reset link (1 h) is gone; the verification mail (48 h) stays until its own expiry.
    expect(left.map((r) => r.subject)).toEqual(['Verify your e-mail address for SkillLink']);

    clock = new Date(clock.getTime() + 48 * HOUR);
    await t.app.mailer.sweep();
    expect(await lastMailTo(t.app, body.email)).toBeNull();
  });
});

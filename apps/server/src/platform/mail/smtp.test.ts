import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { eventually } from '../../test/eventually.js';
import { lastMailTo, newMember } from '../../test/factories.js';

/** A real SMTP peer on loopback: proves SMTP_URL delivery, not a stub of our mailer. */
let smtp: SMTPServer;
const received: { to: string; data: string }[] = [];
let t: TestApp;

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
  t = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

describe('mail over SMTP', () => {
  it('delivers the verification mail and marks it sent in the outbox', async () => {
    const body = newMember();
    await new TestClient(t.app).post('/api/v1/auth/register', body);
    const mail = await eventually(
      async () => received.find((r) => r.to === body.email),
      (found) => found !== undefined,
    );
    expect(mail?.data).toContain('Verify your e-mail address for SkillLink');
    expect(mail?.data).toMatch(/verify-email\?token=/);
    const row = await eventually(
      () => lastMailTo(t.app, body.email),
      (last) => last?.status === 'sent',
    );
    expect(row?.status).toBe('sent');
  });

  it('sends an unsubscribe link as List-Unsubscribe with one-click POST (RFC 8058)', async () => {
    const to = newMember().email;
    const url = 'http://localhost:3000/notifications/unsubscribe?token=abc';
    await t.app.mailer.send({
      to,
      subject: 'Your daily SkillLink summary',
      paragraphs: ['Hello'],
      action: { label: 'Open SkillLink', url: 'http://localhost:3000/app/notifications' },
      unsubscribe: { label: 'Stop these e-mails', url },
      linkLifetimeMs: 60_000,
    });
    const mail = await eventually(
      async () => received.find((r) => r.to === to),
      (found) => found !== undefined,
    );
    // Long headers arrive folded (RFC 5322): unfold before reading them.
    const headers = (mail?.data ?? '').replace(/\r\n[ \t]+/g, ' ');
    expect(headers).toContain(`List-Unsubscribe: <${url}>`);
    expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });
});

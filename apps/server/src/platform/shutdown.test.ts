import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { CLOSE_CODES } from '@skilllink/contracts/realtime';
import { buildTestApp } from '../test/app.js';
import { newMember, signedUp } from '../test/factories.js';
import { listening, openSocket } from '../test/realtime-client.js';

describe('graceful shutdown', () => {
  it('finishes a request in flight before closing, then refuses new connections', async () => {
    const t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const first = await fetch(`${base}/api/health`);
    const csrf = /sl_csrf=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')![1]!;

    // Registration hashes a password (tens of ms): close while it is still running.
    const received = new Promise((resolve) => t.app.server.once('request', resolve));
    const inFlight = fetch(`${base}/api/v1/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `sl_csrf=${csrf}`, 'x-csrf-token': csrf },
      body: JSON.stringify(newMember()),
    });
    await received;
    const closing = t.close();
    const res = await inFlight;
    expect(res.status).toBe(202);
    await closing;
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
  });

  it('tells every realtime socket "going away" (1001) with a reason, so clients reconnect at once', async () => {
    const t = await buildTestApp();
    const base = await listening(t.app);
    const { client } = await signedUp(t.app);
    const sockets = await Promise.all([openSocket(base, client), openSocket(base, client)]);
    await Promise.all(sockets.map((s) => s.next((e) => e.type === 'hello')));
    await t.close();
    for (const socket of sockets) expect(await socket.closed).toEqual({ code: CLOSE_CODES.goingAway, reason: 'Server restarting' });
  });
});

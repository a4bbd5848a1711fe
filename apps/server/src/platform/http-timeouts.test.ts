import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { CSRF_COOKIE, CSRF_HEADER } from '@skilllink/contracts/constants';
import { buildTestApp, type TestApp } from '../test/app.js';
import { HTTP_TIMEOUTS } from './http-timeouts.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** A listening app with limits short enough to reach in a test. */
async function listening(timeouts = { headersMs: 300, idleMs: 400, requestMs: 60_000, checkEveryMs: 50 }) {
  t = await buildTestApp({}, { timeouts });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return (t.app.server.address() as { port: number }).port;
}

/** Everything the server writes on `socket` until it closes the connection. */
async function untilClosed(socket: Socket): Promise<string> {
  let answer = '';
  socket.on('data', (d: Buffer) => (answer += String(d)));
  await once(socket, 'close');
  return answer;
}

describe('slow requests', () => {
  it('applies the documented limits: headers 10 s, a stalled connection 30 s, a whole request 120 s', async () => {
    await listening(HTTP_TIMEOUTS);
    const server = t!.app.server;
    expect(server.headersTimeout).toBe(10_000);
    expect(server.timeout).toBe(30_000);
    expect(server.requestTimeout).toBe(120_000);
  });

  it('closes a connection that declares a body and never sends it', async () => {
    const port = await listening();
    const socket = connect(port, '127.0.0.1');
    // A valid CSRF pair, so the request passes the gate and the server waits for the body.
    const headers = [
      'POST /api/v1/auth/login HTTP/1.1',
      'Host: localhost',
      'Content-Type: application/json',
      'Content-Length: 100',
      `Cookie: ${CSRF_COOKIE}=token-token-token`,
      `${CSRF_HEADER}: token-token-token`,
    ];
    socket.write(`${headers.join('\r\n')}\r\n\r\n`);
    // Closed for silence long before the whole-request limit (60 s here), without an answer.
    expect(await untilClosed(socket)).toBe('');
    // The server itself is still answering.
    expect((await t!.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('answers 408 to a client that trickles its headers', async () => {
    const port = await listening({ headersMs: 300, idleMs: 60_000, requestMs: 60_000, checkEveryMs: 50 });
    const socket = connect(port, '127.0.0.1');
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
    // One more header line now and then keeps the connection busy but never ends the headers.
    const drip = setInterval(() => socket.write('X-Slow: 1\r\n'), 100);
    try {
      expect(await untilClosed(socket)).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      clearInterval(drip);
    }
  });
});

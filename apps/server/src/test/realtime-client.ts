import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { REALTIME_PATH, type ServerEvent } from '@skilllink/contracts/realtime';
import type { TestClient } from './client.js';

/** Listens on a free loopback port (sockets need a real server, not inject); returns its ws:// base. */
export async function listening(app: FastifyInstance): Promise<string> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return address.replace(/^http/, 'ws');
}

export interface TestSocket {
  events: ServerEvent[];
  /** Resolves with the first event (already received or coming) that matches, or fails after `ms`. */
  next(match: (e: ServerEvent) => boolean, ms?: number): Promise<ServerEvent>;
  closed: Promise<{ code: number; reason: string }>;
  /** Sends a client frame (contracts ClientFrame, or anything, to test refusals). */
  send(frame: unknown): void;
  /**
   * A ping answered: the server has read every frame sent before it, and this socket has
   * received everything the server wrote to it before answering.
   */
  roundTrip(): Promise<void>;
  close(): Promise<void>;
}

/** A realtime socket as a browser tab opens it: the member's cookie, our Origin unless told otherwise. */
export function openSocket(
  base: string,
  as: Pick<TestClient, 'cookies'> | null,
  opts: { since?: number; origin?: string } = {},
): Promise<TestSocket> {
  const url = `${base}${REALTIME_PATH}${opts.since === undefined ? '' : `?since=${opts.since}`}`;
  const cookie = as ? [...as.cookies].map(([k, v]) => `${k}=${v}`).join('; ') : '';
  const ws = new WebSocket(url, { headers: { cookie, origin: opts.origin ?? 'http://localhost:3000' } });
  const events: ServerEvent[] = [];
  const waiters: Array<{ match: (e: ServerEvent) => boolean; resolve: (e: ServerEvent) => void }> = [];
  ws.on('message', (raw) => {
    const event = JSON.parse(String(raw)) as ServerEvent;
    events.push(event);
    for (const w of [...waiters]) {
      if (w.match(event)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(event);
      }
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  const socket: TestSocket = {
    events,
    closed,
    next(match, ms = 3_000) {
      const seen = events.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no matching event within ${ms} ms; got ${JSON.stringify(events)}`)), ms);
        waiters.push({ match, resolve: (e) => (clearTimeout(timer), resolve(e)) });
      });
    },
    send(frame) {
      ws.send(JSON.stringify(frame));
    },
    roundTrip() {
      return new Promise((resolve) => {
        ws.once('pong', () => resolve());
        ws.ping();
      });
    },
    async close() {
      if (ws.readyState !== WebSocket.CLOSED) {
        ws.close();
        await closed;
      }
    },
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(socket));
    ws.once('error', reject);
  });
}

/**
 * A member talking to a real listening server over HTTP (for tests with separate server
 * processes, where app.inject cannot reach): keeps cookies and echoes the CSRF token.
 */
export class HttpMember {
  readonly cookies = new Map<string, string>();
  id = '';
  constructor(readonly baseUrl: string) {}

  async call<T = unknown>(method: string, path: string, body?: unknown): Promise<{ status: number; json: T }> {
    if (method !== 'GET' && !this.cookies.has('sl_csrf')) await this.call('GET', '/api/health');
    const res = await fetch(this.baseUrl + path, {
      method,
      headers: {
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        origin: this.baseUrl,
        ...(method === 'GET' ? {} : { 'x-csrf-token': this.cookies.get('sl_csrf') ?? '' }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      this.cookies.set(name!.trim(), value.join('='));
    }
    const text = await res.text();
    return { status: res.status, json: (text ? JSON.parse(text) : null) as T };
  }

  /**
   * Registers a new member on this server, opens the verification link from the server's
   * development mailbox (server-process.ts turns it on) and signs in as them.
   */
  async register(firstName: string): Promise<this> {
    const email = `${firstName.toLowerCase()}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;
    const password = 'correct horse battery';
    const res = await this.call('POST', '/api/v1/auth/register', { firstName, lastName: 'Test', email, password });
    if (res.status !== 202) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.json)}`);
    const mailbox = await (await fetch(`${this.baseUrl}/dev/mailbox`)).text();
    const mail = mailbox.split('<article').find((article) => article.includes(`Mail to ${email}:`));
    const token = /verify-email\?token=([\w-]+)/.exec(mail ?? '')?.[1];
    if ((await this.call('POST', '/api/v1/auth/verify-email', { token })).status !== 200) throw new Error(`verify failed for ${email}`);
    const login = await this.call<{ user: { id: string } }>('POST', '/api/v1/auth/login', { email, password });
    if (login.status !== 200) throw new Error(`login failed: ${login.status} ${JSON.stringify(login.json)}`);
    this.id = login.json.user.id;
    return this;
  }
}

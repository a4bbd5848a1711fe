import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, json, stubApi } from '../../test/fetch-stub';
import { Outbox, outboxFor, resetOutboxes } from './outbox';
import { me, message } from './test-fixtures';

const path = (id: string) => `POST /api/v1/conversations/${id}/messages`;
const body = (call: { body: unknown }) => call.body as { clientId: string; content: string };
const stored = (clientId: string, content: string, seq = 1) => message('c1', seq, me.id, content, new Date().toISOString(), { clientId });

describe('the outbox', () => {
  beforeEach(() => resetOutboxes());

  it('keeps every message in localStorage per member until the server has it, and reads it back after a reload', () => {
    const outbox = new Outbox('member-a');
    const entry = outbox.add('c1', 'Hello');
    expect(entry.clientId).toMatch(/^[\w-]{8,64}$/);
    expect(JSON.parse(window.localStorage.getItem('sl-outbox:member-a')!)).toMatchObject([{ clientId: entry.clientId, content: 'Hello' }]);
    expect(window.localStorage.getItem('sl-outbox:member-b')).toBeNull();
    outbox.update(entry.clientId, { state: 'sending' });
    // A reload in the middle of a send: it is pending again, to be sent with the same id.
    expect(new Outbox('member-a').entries()).toMatchObject([{ clientId: entry.clientId, state: 'pending' }]);
    expect(new Outbox('member-b').entries()).toEqual([]);
  });

  it('makes client ids without crypto.randomUUID too (plain http is not a secure context)', () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(new Outbox('member-a').add('c1', 'x').clientId).toMatch(/^[0-9a-f]{32}$/);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });

  it('sends in the order written, one at a time, and empties itself', async () => {
    const order: string[] = [];
    let inFlight = 0;
    stubApi({
      [path('c1')]: async (call) => {
        inFlight += 1;
        expect(inFlight).toBe(1);
        await new Promise((resolve) => setTimeout(resolve, 5));
        order.push(body(call).content);
        inFlight -= 1;
        return json(201, { message: stored(body(call).clientId, body(call).content, order.length) });
      },
    });
    const outbox = outboxFor('member-a');
    outbox.add('c1', 'one');
    outbox.add('c1', 'two');
    outbox.add('c1', 'three');
    await Promise.all([outbox.flush(new QueryClient()), outbox.flush(new QueryClient())]);
    expect(order).toEqual(['one', 'two', 'three']);
    expect(outbox.entries()).toEqual([]);
    expect(window.localStorage.getItem('sl-outbox:member-a')).toBe('[]');
  });

  it('stops at a network failure or server error keeping the rest, and retries with the same client ids', async () => {
    let failure: 'network' | 'server' | null = 'network';
    const api = stubApi({
      [path('c1')]: (call) => {
        if (failure === 'network') throw new TypeError('Failed to fetch');
        if (failure === 'server') return apiError(503, 'unavailable', 'Down');
        return json(201, { message: stored(body(call).clientId, body(call).content) });
      },
    });
    const outbox = outboxFor('member-a');
    const a = outbox.add('c1', 'a');
    const b = outbox.add('c1', 'b');
    await outbox.flush(new QueryClient());
    expect(api.calls).toHaveLength(1);
    expect(outbox.entries().map((e) => e.state)).toEqual(['pending', 'pending']);
    failure = 'server';
    await outbox.flush(new QueryClient());
    expect(outbox.entries().map((e) => e.state)).toEqual(['pending', 'pending']);
    failure = null;
    await outbox.flush(new QueryClient());
    expect(outbox.entries()).toEqual([]);
    expect(api.calls.map((call) => body(call).clientId)).toEqual([a.clientId, a.clientId, a.clientId, b.clientId]);
  });

  it('marks a refused message failed (the rate limit said as such) and goes on with the next', async () => {
    stubApi({
      [path('c1')]: (call) => {
        const { content, clientId } = body(call);
        if (content === 'too fast') return apiError(429, 'rate_limited', 'Slow down');
        if (content === 'bad') return apiError(400, 'validation_failed', 'Bad');
        return json(201, { message: stored(clientId, content) });
      },
    });
    const outbox = outboxFor('member-a');
    outbox.add('c1', 'too fast');
    outbox.add('c1', 'bad');
    outbox.add('c1', 'fine');
    await outbox.flush(new QueryClient());
    expect(outbox.entries().map((e) => [e.content, e.state, e.reason])).toEqual([
      ['too fast', 'failed', 'rateLimited'],
      ['bad', 'failed', 'sendFailed'],
    ]);
  });
});

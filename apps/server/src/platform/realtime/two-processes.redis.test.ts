import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../config.js';
import { HttpMember, openSocket } from '../../test/realtime-client.js';
import { twoServerProcesses, type TwoProcesses } from '../../test/two-instances.js';

const { redisUrl } = testEngines();

// *.redis.test.ts run only with REDIS_URL (the PostgreSQL + Redis pass of .ci/run).
if (redisUrl) {
  describe('realtime across two server processes (Redis)', () => {
    let pair: TwoProcesses | undefined;
    let one: string;
    let two: string;

    beforeAll(async () => {
      pair = await twoServerProcesses('two');
      ({ one, two } = pair);
    }, 60_000);

    afterAll(async () => pair?.close());

    it('delivers a request sent through one process to a member connected to the other, with presence', async () => {
      const a = await new HttpMember(one).register('Abena');
      const b = await new HttpMember(two).register('Kweku');
      const onB = await openSocket(two.replace('http', 'ws'), b, { origin: two });
      try {
        await onB.next((e) => e.type === 'hello');
        expect((await a.call('POST', '/api/v1/connections/requests', { personId: b.id, message: 'Hi from one' })).status).toBe(201);
        const pushed = await onB.next((e) => e.type === 'notification.created');
        expect(pushed).toMatchObject({ notification: { type: 'connection_request', data: { memberId: a.id } } });

        // B accepts on process two; A, connected to process one, hears it and sees B online.
        const onA = await openSocket(one.replace('http', 'ws'), a, { origin: one });
        try {
          await onA.next((e) => e.type === 'hello');
          const received = await b.call<{ items: Array<{ id: string }> }>('GET', '/api/v1/connections/requests?direction=received');
          expect(received.status, JSON.stringify(received.json)).toBe(200);
          expect((await b.call('POST', `/api/v1/connections/requests/${received.json.items[0]!.id}/accept`)).status).toBe(200);
          expect(await onA.next((e) => e.type === 'notification.created')).toMatchObject({
            notification: { type: 'connection_accepted', data: { memberId: b.id } },
          });
          const network = await a.call<{ items: unknown[] }>('GET', '/api/v1/connections');
          expect(network.json.items[0]).toMatchObject({ id: b.id, isOnline: true });
        } finally {
          await onA.close();
        }
      } finally {
        await onB.close();
      }
    });
  });
}

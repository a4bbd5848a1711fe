import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../config.js';
import { connectMembers } from '../../test/factories.js';
import { HttpMember, openSocket } from '../../test/realtime-client.js';
import { twoServerProcesses, type TwoProcesses } from '../../test/two-instances.js';

const { redisUrl } = testEngines();

// *.redis.test.ts run only with REDIS_URL (the PostgreSQL + Redis pass of .ci/run).
if (redisUrl) {
  describe('messaging across two server processes (Redis)', () => {
    let pair: TwoProcesses | undefined;
    let one: string;
    let two: string;

    beforeAll(async () => {
      pair = await twoServerProcesses('msg2');
      ({ one, two } = pair);
    }, 60_000);

    afterAll(async () => pair?.close());

    it('carries messages, receipts and typing between members on different processes', async () => {
      const a = await new HttpMember(one).register('Esi');
      const b = await new HttpMember(two).register('Yaw');
      await connectMembers(pair!.db.app, a.id, b.id);
      const onA = await openSocket(one.replace('http', 'ws'), a, { origin: one });
      const onB = await openSocket(two.replace('http', 'ws'), b, { origin: two });
      try {
        await Promise.all([onA.next((e) => e.type === 'hello'), onB.next((e) => e.type === 'hello')]);

        // A starts the conversation and sends through process one; B hears it on process two.
        const started = await a.call<{ conversation: { id: string } }>('POST', '/api/v1/conversations', { personId: b.id });
        expect(started.status, JSON.stringify(started.json)).toBe(201);
        const conversationId = started.json.conversation.id;
        const sent = await a.call<{ message: { id: string; seq: number } }>('POST', `/api/v1/conversations/${conversationId}/messages`, {
          clientId: 'two-proc-0001',
          content: 'Hello across processes',
        });
        expect(sent.status, JSON.stringify(sent.json)).toBe(201);
        expect(sent.json.message.seq).toBe(1);
        expect(await onB.next((e) => e.type === 'message.created')).toMatchObject({
          message: { id: sent.json.message.id, conversationId, seq: 1, content: 'Hello across processes', clientId: 'two-proc-0001' },
          unreadTotal: 1,
        });

        // B's device reports delivery on process two; A's receipt arrives on process one.
        onB.send({ type: 'delivered', conversationId, seq: 1 });
        expect(await onA.next((e) => e.type === 'conversation.updated' && e.deliveredSeq === 1)).toMatchObject({
          conversationId,
          deliveredSeq: 1,
          readSeq: 0,
        });

        // B reads over HTTP on process two; A sees the read pointer.
        const read = await b.call<{ readSeq: number; unreadTotal: number }>('POST', `/api/v1/conversations/${conversationId}/read`, {});
        expect(read.status, JSON.stringify(read.json)).toBe(200);
        expect(read.json).toEqual({ readSeq: 1, unreadTotal: 0 });
        expect(await onA.next((e) => e.type === 'conversation.updated' && e.readSeq === 1)).toMatchObject({
          conversationId,
          readSeq: 1,
          deliveredSeq: 1,
        });

        // Typing is a live event (not stored): it still crosses processes.
        onB.send({ type: 'typing', conversationId });
        expect(await onA.next((e) => e.type === 'typing')).toEqual({ type: 'typing', conversationId, memberId: b.id });
      } finally {
        await onA.close();
        await onB.close();
      }
    });
  });
}

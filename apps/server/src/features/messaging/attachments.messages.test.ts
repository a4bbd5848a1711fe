import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, Message } from '@skilllink/contracts/messaging';
import type { ServerEvent } from '@skilllink/contracts/realtime';
import { buildTestApp, type TestApp } from '../../test/app.js';
import type { TestClient } from '../../test/client.js';
import { connectMembers, signedUp } from '../../test/factories.js';
import { listening, openSocket } from '../../test/realtime-client.js';
import { sweep } from './attachments.service.js';
import { create, pdf, photo, uploaded } from './attachments.test-helpers.js';

// Files sent with messages (ADR 072): who sees them, where they are served, what deleting and
// the sweep remove.

let t: TestApp;
let base: string;
let jpeg: Buffer;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_FACTOR: '1000' });
  base = await listening(t.app);
  jpeg = await photo(800, 600);
});
afterAll(async () => t.close());

let n = 0;
const clientId = () => `att-client-${Date.now().toString(36)}-${(n += 1)}`;
const stored = () => readdirSync(path.join(t.databaseEnv.DATA_DIR!, 'uploads')).filter((f) => f.startsWith('msa-'));

async function pair() {
  const a = await signedUp(t.app, { firstName: 'Abena' });
  const b = await signedUp(t.app, { firstName: 'Kofi' });
  await connectMembers(t.app, a.user.id, b.user.id);
  const id = ((await a.client.post('/api/v1/conversations', { personId: b.user.id })).json().conversation as Conversation).id;
  return { a, b, id };
}

const send = (c: TestClient, conversationId: string, body: { content?: string; attachmentIds: string[]; clientId?: string }) =>
  c.post(`/api/v1/conversations/${conversationId}/messages`, { clientId: clientId(), ...body });
const history = async (c: TestClient, id: string) => (await c.get(`/api/v1/conversations/${id}/messages`)).json().items as Message[];

describe('message attachments: in messages', () => {
  it('sends a photo and a PDF: the other member gets them live, in the history, and can open them', async () => {
    const { a, b, id } = await pair();
    const onB = await openSocket(base, b.client);
    try {
      await onB.next((e) => e.type === 'hello');
      const image = await uploaded(a.client, 'Plan.jpg', jpeg);
      const doc = await uploaded(a.client, 'Devis «final».pdf', pdf);
      const res = await send(a.client, id, { content: '', attachmentIds: [image, doc] });
      expect(res.statusCode, res.body).toBe(201);
      const sent = res.json().message as Message;
      expect(sent.content).toBe('');
      expect(sent.attachments.map((f) => [f.id, f.kind])).toEqual([
        [image, 'image'],
        [doc, 'document'],
      ]);
      const live = (await onB.next((e) => e.type === 'message.created')) as Extract<ServerEvent, { type: 'message.created' }>;
      expect(live.message.attachments).toEqual(sent.attachments);
      const [seen] = await history(b.client, id);
      expect(seen!.attachments).toEqual(sent.attachments);
      const listed = (await b.client.get('/api/v1/conversations')).json().items as Conversation[];
      expect(listed[0]!.lastMessage!.attachments).toEqual(sent.attachments);

      const thumb = await b.client.get(seen!.attachments[0]!.thumbnailUrl!);
      expect(thumb.statusCode).toBe(200);
      expect(thumb.headers).toMatchObject({
        'content-type': 'image/webp',
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, max-age=86400, immutable',
      });
      expect(thumb.rawPayload.length).toBe(seen!.attachments[0]!.thumbnailBytes);
      const shown = await b.client.get(seen!.attachments[0]!.url);
      expect(shown.headers['content-type']).toBe('image/jpeg');
      expect(shown.headers['content-disposition']).toMatch(/^inline; /);
      expect(shown.rawPayload.equals(jpeg)).toBe(true);
      const file = await b.client.get(seen!.attachments[1]!.url);
      expect(file.headers).toMatchObject({
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="Devis _final_.pdf"; filename*=UTF-8''${encodeURIComponent('Devis «final».pdf')}`,
        'content-security-policy': "sandbox; default-src 'none'",
        'x-content-type-options': 'nosniff',
      });
      expect(file.rawPayload.equals(pdf)).toBe(true);
      // A document has no thumbnail.
      expect((await b.client.get(`${seen!.attachments[1]!.url}/thumbnail`)).statusCode).toBe(404);
    } finally {
      await onB.close();
    }
  });

  it('keeps files to the members of the conversation', async () => {
    const { a, b, id } = await pair();
    const outsider = await signedUp(t.app);
    const image = await uploaded(a.client, 'Plan.jpg', jpeg);
    await send(a.client, id, { attachmentIds: [image] });
    const url = `/api/v1/messages/attachments/${image}`;
    expect((await b.client.get(url)).statusCode).toBe(200);
    expect((await outsider.client.get(url)).statusCode).toBe(404);
    expect((await outsider.client.get(`${url}/thumbnail`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('a retry with the same client id answers the stored message and attaches nothing twice', async () => {
    const { a, b, id } = await pair();
    const doc = await uploaded(a.client, 'Brief.pdf', pdf);
    const cid = clientId();
    const first = await send(a.client, id, { content: 'The brief', attachmentIds: [doc], clientId: cid });
    const again = await send(a.client, id, { content: 'The brief', attachmentIds: [doc], clientId: cid });
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json().message).toMatchObject({ id: first.json().message.id, attachments: [{ id: doc }] });
    expect((await history(b.client, id)).map((m) => m.attachments.length)).toEqual([1]);
    // Once sent, a file cannot go with another message.
    const other = await send(a.client, id, { content: 'Again', attachmentIds: [doc] });
    expect([other.statusCode, other.json().error.code]).toEqual([400, 'attachment_not_found']);
  });

  it("refuses another member's upload, an unfinished one and an unknown id; the message is not stored", async () => {
    const { a, b, id } = await pair();
    const theirs = await uploaded(b.client, 'Theirs.pdf', pdf);
    const half = ((await create(a.client, 'Half.pdf', 1000)).json() as { id: string }).id;
    for (const [ids, code] of [
      [[theirs], 'attachment_not_found'],
      [[half], 'attachment_incomplete'],
      [['nope'], 'attachment_not_found'],
    ] as const) {
      const res = await send(a.client, id, { content: 'x', attachmentIds: [...ids] });
      expect([res.statusCode, res.json().error.code]).toEqual([400, code]);
    }
    expect(await history(a.client, id)).toEqual([]);
    // The refused upload is still theirs to send.
    expect((await send(b.client, id, { attachmentIds: [theirs] })).statusCode).toBe(201);
  });

  it('deleting a message removes its files, rows and bytes', async () => {
    const { a, b, id } = await pair();
    const image = await uploaded(a.client, 'Plan.jpg', jpeg);
    const message = (await send(a.client, id, { attachmentIds: [image] })).json().message as Message;
    expect(stored()).toEqual(expect.arrayContaining([`msa-${image}.bin`, `msa-${image}-thumb.webp`]));
    const deleted = await a.client.delete(`/api/v1/messages/${message.id}`);
    expect(deleted.json().message).toMatchObject({ deleted: true, attachments: [] });
    expect((await history(b.client, id))[0]!.attachments).toEqual([]);
    expect((await b.client.get(`/api/v1/messages/attachments/${image}`)).statusCode).toBe(404);
    expect(stored().filter((f) => f.includes(image))).toEqual([]);
  });

  it('sweeps uploads not sent within a day, with their bytes, and keeps sent ones', async () => {
    const { a, id } = await pair();
    const kept = await uploaded(a.client, 'Sent.jpg', jpeg);
    await send(a.client, id, { attachmentIds: [kept] });
    const left = await uploaded(a.client, 'Left.jpg', jpeg);
    const half = ((await create(a.client, 'Half.pdf', 1000)).json() as { id: string }).id;
    const deps = { db: t.app.database.db, storage: t.app.storage, warn: () => {} };
    expect(await sweep({ ...deps, now: () => new Date(Date.now() + 23 * 3_600_000) })).toBe(0);
    expect(await sweep({ ...deps, now: () => new Date(Date.now() + 25 * 3_600_000) })).toBeGreaterThanOrEqual(2);
    expect((await a.client.get(`/api/v1/messages/uploads/${left}`)).statusCode).toBe(404);
    expect((await a.client.get(`/api/v1/messages/uploads/${half}`)).statusCode).toBe(404);
    expect(stored().filter((f) => f.includes(left))).toEqual([]);
    expect(stored()).toContain(`msa-${kept}.bin`);
    expect((await a.client.get(`/api/v1/messages/attachments/${kept}`)).statusCode).toBe(200);
  });
});

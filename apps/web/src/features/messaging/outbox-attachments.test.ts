import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, stubApi, type RecordedCall } from '../../test/fetch-stub';
import { Outbox, resetOutboxes } from './outbox';
import { memoryFiles } from './outbox-files';
import { attachment, me, message } from './test-fixtures';

const SIZE = 1000;
const photo = () => new File([new Uint8Array(SIZE)], 'market.webp', { type: 'image/webp' });
const upload = (offset: number, finished = offset === SIZE) => ({
  id: 'u1',
  size: SIZE,
  offset,
  attachment: finished ? attachment('a1', { size: SIZE }) : null,
});
const sent = (call: RecordedCall) => call.body as { clientId: string; content: string; attachmentIds?: string[] };

/** The server's side; `network` makes every request fail as when the phone lost its connection. */
function server() {
  const state = { network: true, offset: 0 };
  const up =
    <T>(answer: () => T) =>
    () => {
      if (!state.network) throw new TypeError('Failed to fetch');
      return answer();
    };
  const api = stubApi({
    'POST /api/v1/messages/uploads': up(() => json(201, upload(0))),
    'GET /api/v1/messages/uploads/u1': up(() => json(200, upload(state.offset))),
    'PATCH /api/v1/messages/uploads/u1': up(() => {
      state.offset = SIZE;
      return json(200, upload(SIZE));
    }),
    'DELETE /api/v1/messages/uploads/u1': up(() => new Response(null, { status: 204 })),
    'POST /api/v1/conversations/c1/messages': (call) => {
      if (!state.network) throw new TypeError('Failed to fetch');
      const { clientId, content } = sent(call);
      return json(201, {
        message: message('c1', 1, me.id, content, new Date().toISOString(), { clientId, attachments: [attachment('a1')] }),
      });
    },
  });
  return { state, api };
}

describe('the outbox with files', () => {
  beforeEach(() => resetOutboxes());
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('keeps a photo written offline across a reload and sends it once, then the message with its id', async () => {
    const { state, api } = server();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    state.network = false;
    const files = new Map<string, Blob>();
    const before = new Outbox('member-a', memoryFiles(files));
    const entry = before.add('c1', '', [photo()]);
    await before.flush(new QueryClient());
    expect(before.entries()).toMatchObject([{ state: 'pending', files: [{ name: 'market.webp', size: SIZE, type: 'image/webp' }] }]);
    expect([...files.keys()]).toEqual([`${entry.clientId}:0`]);

    // The page reloads, still offline: the message and its photo are still on the device.
    const after = new Outbox('member-a', memoryFiles(files));
    expect(after.entries()).toMatchObject([{ clientId: entry.clientId, files: [{ name: 'market.webp' }] }]);
    expect(await after.file(entry.clientId, 0)).toBeInstanceOf(Blob);

    online.mockReturnValue(true);
    state.network = true;
    const offline = api.calls.length;
    await after.flush(new QueryClient());
    expect(after.entries()).toEqual([]);
    expect(files.size).toBe(0);
    const afterwards = api.calls.slice(offline);
    expect(afterwards.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/v1/messages/uploads',
      'PATCH /api/v1/messages/uploads/u1',
      'POST /api/v1/conversations/c1/messages',
    ]);
    expect(sent(afterwards[2]!)).toEqual({ clientId: entry.clientId, content: '', attachmentIds: ['a1'] });
  });

  it('resumes an upload a reload interrupted rather than starting it again', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const files = new Map<string, Blob>();
    const before = new Outbox('member-a', memoryFiles(files));
    // Created, then the connection drops before the bytes go.
    stubApi({
      'POST /api/v1/messages/uploads': () => json(201, upload(0)),
      'PATCH /api/v1/messages/uploads/u1': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const entry = before.add('c1', 'The stall at Makola', [photo()]);
    await before.flush(new QueryClient());
    expect(before.entries()[0]!.files).toMatchObject([{ uploadId: 'u1' }]);

    online.mockReturnValue(true);
    const { api: again } = server();
    const after = new Outbox('member-a', memoryFiles(files));
    await after.flush(new QueryClient());
    expect(again.callsTo('POST /api/v1/messages/uploads')).toHaveLength(0);
    expect(again.callsTo('GET /api/v1/messages/uploads/u1')).toHaveLength(1);
    expect(again.callsTo('POST /api/v1/conversations/c1/messages').map(sent)).toEqual([
      { clientId: entry.clientId, content: 'The stall at Makola', attachmentIds: ['a1'] },
    ]);
  });

  it('marks a message whose file the server refuses failed, and discarding it drops the upload', async () => {
    stubApi({
      'POST /api/v1/messages/uploads': () => json(201, upload(0)),
      'PATCH /api/v1/messages/uploads/u1': () => apiError(415, 'attachment_type_not_allowed', 'Not allowed'),
      'DELETE /api/v1/messages/uploads/u1': () => new Response(null, { status: 204 }),
    });
    const files = new Map<string, Blob>();
    const outbox = new Outbox('member-a', memoryFiles(files));
    const entry = outbox.add('c1', '', [new File(['MZ'], 'setup.pdf', { type: 'application/pdf' })]);
    await outbox.flush(new QueryClient());
    expect(outbox.entries()).toMatchObject([{ state: 'failed', reason: 'fileRefused', files: [{ name: 'setup.pdf', refused: 'type' }] }]);
    outbox.discard(entry.clientId);
    expect(outbox.entries()).toEqual([]);
    expect(files.size).toBe(0);
    await vi.waitFor(() =>
      expect(
        (fetch as unknown as { mock: { calls: unknown[][] } }).mock.calls.some(([, init]) => (init as RequestInit).method === 'DELETE'),
      ).toBe(true),
    );
  });
});

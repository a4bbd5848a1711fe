import { ATTACHMENT_CHUNK_BYTES } from '@skilllink/contracts/message-attachment-constants';
import type { MessageAttachment, Upload } from '@skilllink/contracts/message-attachments';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, stubApi } from '../test/fetch-stub';
import { ApiError } from './api';
import { cancelUpload, uploadFile } from './resumable-upload';

const SIZE = ATTACHMENT_CHUNK_BYTES * 2 + 100;
const file = () => new Blob([new Uint8Array(SIZE)], { type: 'image/webp' });
const attachment: MessageAttachment = {
  id: 'a1',
  kind: 'image',
  name: 'photo.webp',
  mime: 'image/webp',
  size: SIZE,
  width: 1600,
  height: 1200,
  url: '/api/v1/messages/attachments/a1',
  thumbnailUrl: '/api/v1/messages/attachments/a1/thumbnail',
  thumbnailBytes: 9000,
};
const upload = (offset: number): Upload => ({ id: 'u1', size: SIZE, offset, attachment: offset === SIZE ? attachment : null });
const noWait = () => Promise.resolve();

/** A server that keeps the bytes it got, and can be told to drop the next chunk's answer. */
function server() {
  const state = { offset: 0, failNext: null as null | 'network' | 'lost' | 'server' };
  const api = stubApi({
    'POST /api/v1/messages/uploads': () => json(201, upload(0)),
    'GET /api/v1/messages/uploads/u1': () => json(200, upload(state.offset)),
    'PATCH /api/v1/messages/uploads/u1': (call) => {
      const at = Number(call.headers['upload-offset']);
      const failure = state.failNext;
      state.failNext = null;
      if (failure === 'network') throw new TypeError('Failed to fetch');
      if (failure === 'server') return apiError(503, 'unavailable', 'Down');
      if (at !== state.offset) return json(409, { error: { code: 'attachment_offset_mismatch', message: 'No' }, offset: state.offset });
      state.offset = Math.min(SIZE, at + ATTACHMENT_CHUNK_BYTES);
      // The server stored the chunk but its answer never arrived.
      if (failure === 'lost') throw new TypeError('Failed to fetch');
      return json(200, upload(state.offset));
    },
    'DELETE /api/v1/messages/uploads/u1': () => new Response(null, { status: 204 }),
  });
  return { state, api };
}

describe('a resumable upload', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('creates the upload, sends the file in chunks saying where each starts, and reports progress', async () => {
    const { api } = server();
    const progress: number[] = [];
    const created = vi.fn();
    await expect(
      uploadFile(file(), 'photo.webp', { onCreated: created, onProgress: (sent) => progress.push(sent), wait: noWait }),
    ).resolves.toEqual(attachment);
    expect(api.callsTo('POST /api/v1/messages/uploads')[0]!.body).toEqual({ name: 'photo.webp', size: SIZE });
    expect(created).toHaveBeenCalledWith('u1');
    const chunks = api.callsTo('PATCH /api/v1/messages/uploads/u1');
    expect(chunks.map((c) => c.headers['upload-offset'])).toEqual([
      '0',
      String(ATTACHMENT_CHUNK_BYTES),
      String(2 * ATTACHMENT_CHUNK_BYTES),
    ]);
    expect(chunks[0]!.headers['content-type']).toBe('application/offset+octet-stream');
    expect(progress).toEqual([0, ATTACHMENT_CHUNK_BYTES, 2 * ATTACHMENT_CHUNK_BYTES, SIZE]);
  });

  it('after a failed chunk waits, asks the server how far it got and goes on from there', async () => {
    const { state, api } = server();
    const waits: number[] = [];
    const wait = (ms: number) => {
      waits.push(ms);
      return Promise.resolve();
    };
    // First chunk arrives, its answer is lost; the second fails outright; then a server error.
    state.failNext = 'lost';
    const done = uploadFile(file(), 'photo.webp', {
      wait,
      onProgress: (sent) => {
        if (sent === ATTACHMENT_CHUNK_BYTES && waits.length === 1) state.failNext = 'network';
        if (sent === ATTACHMENT_CHUNK_BYTES && waits.length === 2) state.failNext = 'server';
      },
    });
    await expect(done).resolves.toEqual(attachment);
    expect(waits).toEqual([1000, 2000, 4000]);
    // No byte sent twice once the server had it: after each failure the offset is asked for.
    expect(api.callsTo('GET /api/v1/messages/uploads/u1')).toHaveLength(3);
    const offsets = api.callsTo('PATCH /api/v1/messages/uploads/u1').map((c) => Number(c.headers['upload-offset']));
    expect(offsets).toEqual([0, ATTACHMENT_CHUNK_BYTES, ATTACHMENT_CHUNK_BYTES, ATTACHMENT_CHUNK_BYTES, 2 * ATTACHMENT_CHUNK_BYTES]);
  });

  it('resumes an upload started before a reload from where the server is', async () => {
    const { state, api } = server();
    state.offset = ATTACHMENT_CHUNK_BYTES;
    await expect(uploadFile(file(), 'photo.webp', { uploadId: 'u1', wait: noWait })).resolves.toEqual(attachment);
    expect(api.callsTo('POST /api/v1/messages/uploads')).toHaveLength(0);
    expect(api.callsTo('PATCH /api/v1/messages/uploads/u1').map((c) => Number(c.headers['upload-offset']))).toEqual([
      ATTACHMENT_CHUNK_BYTES,
      2 * ATTACHMENT_CHUNK_BYTES,
    ]);
  });

  it('uses the 409 answer’s offset without asking again', async () => {
    const { state, api } = server();
    const done = uploadFile(file(), 'photo.webp', {
      wait: noWait,
      // Another tab sent the first chunk meanwhile: this one's first PATCH is out of step.
      onProgress: (sent) => {
        if (sent === 0 && state.offset === 0) state.offset = ATTACHMENT_CHUNK_BYTES;
      },
    });
    await expect(done).resolves.toEqual(attachment);
    expect(api.callsTo('GET /api/v1/messages/uploads/u1')).toHaveLength(0);
    expect(api.callsTo('PATCH /api/v1/messages/uploads/u1').map((c) => Number(c.headers['upload-offset']))).toEqual([
      0,
      ATTACHMENT_CHUNK_BYTES,
      2 * ATTACHMENT_CHUNK_BYTES,
    ]);
  });

  it('rejects a refusal at once and gives up after a few failed tries, keeping the upload id', async () => {
    stubApi({ 'POST /api/v1/messages/uploads': () => apiError(413, 'attachment_too_large', 'Too big') });
    await expect(uploadFile(file(), 'big.pdf', { wait: noWait })).rejects.toMatchObject({ status: 413, code: 'attachment_too_large' });

    const { state, api } = server();
    const created = vi.fn();
    state.failNext = 'server';
    const failing = uploadFile(file(), 'photo.webp', {
      wait: noWait,
      onCreated: created,
      onProgress: () => (state.failNext = 'server'),
    });
    await expect(failing).rejects.toBeInstanceOf(ApiError);
    expect(created).toHaveBeenCalledWith('u1');
    expect(api.callsTo('PATCH /api/v1/messages/uploads/u1')).toHaveLength(4);
  });

  it('stops when cancelled, and cancelUpload asks the server to drop it', async () => {
    const { api } = server();
    const controller = new AbortController();
    const done = uploadFile(file(), 'photo.webp', {
      signal: controller.signal,
      wait: noWait,
      onProgress: (sent) => sent > 0 && controller.abort(),
    });
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
    expect(api.callsTo('PATCH /api/v1/messages/uploads/u1')).toHaveLength(1);
    await cancelUpload('u1');
    expect(api.callsTo('DELETE /api/v1/messages/uploads/u1')).toHaveLength(1);
  });
});

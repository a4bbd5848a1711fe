import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_CHUNK_BYTES, ATTACHMENT_CHUNK_MAX_BYTES, type Upload } from '@skilllink/contracts/message-attachments';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { signedUp } from '../../test/factories.js';
import { UNFINISHED_MAX } from './attachments.service.js';
import { chunk, create, pdf, photo, uploadWhole, UPLOADS } from './attachments.test-helpers.js';

// The resumable upload of a message's file and the checks of its content (ADR 072).

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_FACTOR: '1000' });
});
afterAll(async () => t.close());

const MB = 1024 * 1024;
const uploads = UPLOADS;

describe('message attachments: uploads', () => {
  it('takes a photo in chunks, then answers it finished with its size and a thumbnail', async () => {
    const { client } = await signedUp(t.app);
    const jpeg = await photo();
    expect(jpeg.length).toBeGreaterThan(ATTACHMENT_CHUNK_BYTES);
    const { id, res } = await uploadWhole(client, 'Site visit.jpg', jpeg);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['upload-offset']).toBe(String(jpeg.length));
    const upload = res.json() as Upload;
    expect(upload).toMatchObject({ id, size: jpeg.length, offset: jpeg.length });
    expect(upload.attachment).toMatchObject({
      id,
      kind: 'image',
      name: 'Site visit.jpg',
      mime: 'image/jpeg',
      width: 2000,
      height: 1500,
      url: `/api/v1/messages/attachments/${id}`,
      thumbnailUrl: `/api/v1/messages/attachments/${id}/thumbnail`,
    });
    expect(upload.attachment!.thumbnailBytes).toBeGreaterThan(0);
    // The uploader can look at it before sending.
    const thumb = await client.get(upload.attachment!.thumbnailUrl!);
    expect(thumb.statusCode).toBe(200);
    const meta = await sharp(thumb.rawPayload).metadata();
    expect([meta.format, Math.max(meta.width, meta.height)]).toEqual(['webp', 320]);
  });

  it('takes a PDF as a document, without a thumbnail', async () => {
    const { client } = await signedUp(t.app);
    const { res } = await uploadWhole(client, '../../CV Ama.pdf', pdf);
    expect(res.json().attachment).toMatchObject({
      kind: 'document',
      name: 'CV Ama.pdf',
      mime: 'application/pdf',
      width: null,
      thumbnailUrl: null,
      thumbnailBytes: null,
    });
  });

  it('resumes after a dropped connection: a chunk at the wrong offset gets the offset to go on from', async () => {
    const { client } = await signedUp(t.app);
    const bytes = Buffer.concat([pdf, Buffer.alloc(3000, 0x20)]);
    const { id } = (await create(client, 'Report.pdf', bytes.length)).json() as Upload;
    const half = 1500;
    expect((await chunk(client, id, 0, bytes.subarray(0, half))).json()).toMatchObject({ offset: half, attachment: null });
    // The client lost the answer and sends the first half again.
    const again = await chunk(client, id, 0, bytes.subarray(0, half));
    expect(again.statusCode).toBe(409);
    expect(again.headers['upload-offset']).toBe(String(half));
    expect(again.json()).toMatchObject({ error: { code: 'attachment_offset_mismatch' }, offset: half });
    expect((await client.get(`${uploads}/${id}`)).json()).toEqual({ id, size: bytes.length, offset: half, attachment: null });
    const rest = await chunk(client, id, half, bytes.subarray(half));
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json()).toMatchObject({ offset: bytes.length, attachment: { kind: 'document', size: bytes.length } });
    // A repeat of the last chunk after it finished: the same answer, nothing appended.
    expect((await chunk(client, id, bytes.length, Buffer.alloc(0))).json().attachment.id).toBe(id);
    expect((await chunk(client, id, half, bytes.subarray(half))).statusCode).toBe(409);
  });

  it('lets one of two chunks sent at once append, never both', async () => {
    const { client } = await signedUp(t.app);
    const { id } = (await create(client, 'Twice.pdf', pdf.length + 10)).json() as Upload;
    const [x, y] = await Promise.all([chunk(client, id, 0, pdf), chunk(client, id, 0, pdf)]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 409]);
    expect((await client.get(`${uploads}/${id}`)).json().offset).toBe(pdf.length);
  });

  it('refuses by content: a renamed executable, an SVG with script, a fake photo, an archive', async () => {
    const { client } = await signedUp(t.app);
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'), Buffer.alloc(400)]);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>');
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    const zip = Buffer.concat([Buffer.from('PK\x03\x04\x14\x00\x00\x00\x00\x00', 'latin1'), Buffer.alloc(200)]);
    for (const [name, bytes, code] of [
      ['Invoice.pdf', exe, 'attachment_type_not_allowed'],
      ['logo.svg', svg, 'attachment_type_not_allowed'],
      ['page.html', html, 'attachment_type_not_allowed'],
      ['photo.png', html, 'attachment_not_image'],
      ['notes.docx', zip, 'attachment_type_not_allowed'],
    ] as const) {
      const { id, res } = await uploadWhole(client, name, bytes);
      expect(res.statusCode, name).toBe(415);
      expect(res.json().error.code, name).toBe(code);
      // Nothing is kept of a refused file.
      expect((await client.get(`${uploads}/${id}`)).statusCode).toBe(404);
    }
  });

  it('refuses a file over 10 MB at once, a chunk over 1 MB before reading it, and a chunk past the end', async () => {
    const { client } = await signedUp(t.app);
    const big = await create(client, 'Big.pdf', 11 * MB);
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toMatchObject({ code: 'attachment_too_large', message: 'Files can be at most 10 MB' });
    const { id } = (await create(client, 'Ok.pdf', 2 * MB)).json() as Upload;
    const huge = await chunk(client, id, 0, Buffer.alloc(ATTACHMENT_CHUNK_MAX_BYTES + 1));
    expect([huge.statusCode, huge.json().error.code]).toEqual([413, 'attachment_too_large']);
    const small = (await create(client, 'Small.pdf', 10)).json() as Upload;
    const past = await chunk(client, small.id, 0, Buffer.alloc(11));
    expect([past.statusCode, past.json().error.code]).toEqual([413, 'attachment_too_large']);
    const wrongType = await client.patch(`${uploads}/${id}`, { a: 1 }, { 'upload-offset': '0' });
    expect(wrongType.statusCode).toBe(415);
    expect((await client.get(`${uploads}/${id}`)).json().offset).toBe(0);
  });

  it('keeps an upload to its uploader, and asks sign-in', async () => {
    const ama = await signedUp(t.app);
    const kofi = await signedUp(t.app);
    const { id } = await uploadWhole(ama.client, 'Mine.pdf', pdf);
    const other = (await create(ama.client, 'Half.pdf', 100)).json() as Upload;
    expect((await kofi.client.get(`${uploads}/${other.id}`)).statusCode).toBe(404);
    expect((await chunk(kofi.client, other.id, 0, Buffer.alloc(10))).statusCode).toBe(404);
    expect((await kofi.client.delete(`${uploads}/${other.id}`)).statusCode).toBe(404);
    expect((await kofi.client.get(`/api/v1/messages/attachments/${id}`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${uploads}/${id}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/messages/attachments/${id}` })).statusCode).toBe(401);
    // Cancelling is the uploader's.
    expect((await ama.client.delete(`${uploads}/${other.id}`)).statusCode).toBe(204);
    expect((await ama.client.get(`${uploads}/${other.id}`)).statusCode).toBe(404);
  });

  it(`allows ${UNFINISHED_MAX} unfinished uploads per member at once`, async () => {
    const { client } = await signedUp(t.app);
    for (let i = 0; i < UNFINISHED_MAX; i += 1) expect((await create(client, `f${i}.pdf`, 100)).statusCode).toBe(201);
    const more = await create(client, 'more.pdf', 100);
    expect([more.statusCode, more.json().error.code]).toEqual([429, 'rate_limited']);
  });
});

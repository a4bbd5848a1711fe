import sharp from 'sharp';
import { ATTACHMENT_CHUNK_BYTES, type Upload } from '@skilllink/contracts/message-attachments';
import type { TestClient } from '../../test/client.js';

// Test helpers for attachments in messages (ADR 072): the web client's upload, over app.inject.

export const UPLOADS = '/api/v1/messages/uploads';
export const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

export const create = (c: TestClient, name: string, size: number) => c.post(UPLOADS, { name, size });
export const chunk = (c: TestClient, id: string, offset: number, bytes: Buffer) =>
  c.patch(`${UPLOADS}/${id}`, bytes, { 'content-type': 'application/offset+octet-stream', 'upload-offset': String(offset) });

/** Creates an upload and sends its chunks until one is refused or the last is in; answers the last answer. */
export async function uploadWhole(c: TestClient, name: string, bytes: Buffer) {
  const created = await create(c, name, bytes.length);
  if (created.statusCode !== 201) throw new Error(`create failed: ${created.statusCode} ${created.body}`);
  const { id } = created.json() as Upload;
  let res = created;
  for (let at = 0; at < bytes.length; at += ATTACHMENT_CHUNK_BYTES) {
    res = await chunk(c, id, at, bytes.subarray(at, at + ATTACHMENT_CHUNK_BYTES));
    if (res.statusCode !== 200) break;
  }
  return { id, res };
}

/** Uploads a file that must pass; answers its id. */
export async function uploaded(c: TestClient, name: string, bytes: Buffer): Promise<string> {
  const { id, res } = await uploadWhole(c, name, bytes);
  if (res.statusCode !== 200 || !(res.json() as Upload).attachment) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return id;
}

/** A real photo: noise as JPEG (2000×1500 is a few MB: several chunks). */
export async function photo(width = 2000, height = 1500): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 60 })
    .toBuffer();
}

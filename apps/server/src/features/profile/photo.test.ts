import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { signedUp } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const image = (format: 'png' | 'jpeg' | 'gif' | 'webp', red = 0) => {
  const base = sharp({ create: { width: 640, height: 480, channels: 3, background: { r: red, g: 122, b: 94 } } });
  return base
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-location-note' } } })
    .toFormat(format)
    .toBuffer();
};

const upload = (client: TestClient, body: Buffer, type = 'image/png') =>
  client.put('/api/v1/profile/photo', body, { 'content-type': type });

describe('profile photo', () => {
  it('re-encodes a PNG to a small square WebP without metadata, served with long caching', async () => {
    const { client } = await signedUp(t.app);
    const original = await image('png');
    expect(original.includes('secret-location-note')).toBe(true);
    const res = await upload(client, original);
    expect(res.statusCode).toBe(200);
    const avatar: string = res.json().profile.avatar;
    expect(avatar).toMatch(/^\/api\/v1\/photos\/[\w-]+\.webp$/);
    expect((await client.get('/api/v1/session')).json().user.avatar).toBe(avatar);

    const served = await new TestClient(t.app).get(avatar);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 400, height: 400 });
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes('secret-location-note')).toBe(false);
  });

  it.each(['jpeg', 'gif', 'webp'] as const)('accepts %s', async (format) => {
    const { client } = await signedUp(t.app);
    expect((await upload(client, await image(format), `image/${format}`)).statusCode).toBe(200);
  });

  it('judges the content, not the declared type', async () => {
    const { client } = await signedUp(t.app);
    expect((await upload(client, await image('jpeg'), 'application/octet-stream')).statusCode).toBe(200);
    const renamed = await upload(client, Buffer.from('just some text pretending to be a PNG'), 'image/png');
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().error.message).toBe('Please select a valid image file (JPEG, PNG, GIF, or WebP)');
    const svg = await upload(client, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'image/png');
    expect(svg.statusCode).toBe(415);
  });

  it('refuses a corrupt image and a file over 5 MB, changing nothing', async () => {
    const { client } = await signedUp(t.app);
    const first = (await upload(client, await image('png'))).json().profile.avatar;
    const png = await image('png');
    const corrupt = Buffer.concat([png.subarray(0, 40), Buffer.alloc(2000, 7)]);
    const broken = await upload(client, corrupt);
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.code).toBe('photo_unreadable');
    const big = Buffer.concat([png, Buffer.alloc(6 * 1024 * 1024)]);
    const tooBig = await upload(client, big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.message).toBe('File size must be less than 5MB');
    expect((await client.get('/api/v1/profile')).json().profile.avatar).toBe(first);
  });

  it('accepts raw image bodies on the photo route alone (its parser does not reach other routes)', async () => {
    const { client } = await signedUp(t.app);
    const before = (await client.get('/api/v1/profile')).json().profile;
    const res = await client.patch('/api/v1/profile', await image('png'), { 'content-type': 'image/png' });
    expect(res.statusCode).toBe(415);
    expect((await client.get('/api/v1/profile')).json().profile).toEqual(before);
  });

  it('replaces and removes the photo, deleting the old file', async () => {
    const { client } = await signedUp(t.app);
    const first = (await upload(client, await image('png'))).json().profile.avatar;
    const second = (await upload(client, await image('png', 200))).json().profile.avatar;
    expect(second).not.toBe(first);
    // The old file is gone. A member asking for it (a list made before the change) is sent to
    // the current photo, never cached; a visitor gets 404.
    const { client: other } = await signedUp(t.app);
    const replaced = await other.get(first);
    expect(replaced.statusCode).toBe(302);
    expect(replaced.headers.location).toBe(second);
    expect(replaced.headers['cache-control']).toBe('private, no-cache');
    expect((await new TestClient(t.app).get(first)).statusCode).toBe(404);
    const removed = await client.delete('/api/v1/profile/photo');
    expect(removed.json().profile.avatar).toBeNull();
    expect((await client.get(second)).statusCode).toBe(404);
    expect((await other.get(first)).statusCode).toBe(404);
    // A made-up key of no member: 404, not an error.
    expect((await other.get('/api/v1/photos/nobody-0123456789abcdef.webp')).statusCode).toBe(404);
  });

  it('needs a signed-in member, and a photo key cannot reach outside the folder', async () => {
    const visitor = new TestClient(t.app);
    expect((await upload(visitor, await image('png'))).statusCode).toBe(401);
    expect((await visitor.get('/api/v1/photos/..%2F..%2Fskilllink.db')).statusCode).toBe(400);
  });
});

import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import sharp from 'sharp';
import type { WorkspaceFile, WorkspaceFiles } from '@skilllink/contracts/workspace-files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../config.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { connectMembers } from '../../test/factories.js';
import { HttpMember } from '../../test/realtime-client.js';
import { freshBucket, type TestBucket } from '../../test/s3.js';
import { startServerProcess } from '../../test/server-process.js';

const { s3Url } = testEngines();

/** The raw file as the body, with the member's session and CSRF token, as the web app sends it. */
async function send(member: HttpMember, path: string, body: Buffer): Promise<{ status: number; json: WorkspaceFile }> {
  await member.call('GET', '/api/health');
  const res = await fetch(member.baseUrl + path, {
    method: 'POST',
    headers: {
      cookie: [...member.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      origin: member.baseUrl,
      'x-csrf-token': member.cookies.get('sl_csrf') ?? '',
      'content-type': 'application/octet-stream',
    },
    body,
  });
  return { status: res.status, json: (await res.json()) as WorkspaceFile };
}

// *.postgres.test.ts run with TEST_DATABASE_URL; this one also needs TEST_S3_URL (both set by .ci/run),
// and is skipped, not failed, without it.
describe.skipIf(!s3Url)('workspace files across two server processes (PostgreSQL + S3)', () => {
  let db: TestApp;
  let bucket: TestBucket;
  const children: ChildProcess[] = [];
  let one: string;
  let two: string;

  beforeAll(async () => {
    bucket = await freshBucket();
    db = await buildTestApp({ S3_URL: bucket.url });
    const env = { ...db.databaseEnv, S3_URL: bucket.url, RATE_LIMIT_FACTOR: '1000' };
    // One after the other: two cold starts at once on a busy two-core machine overrun the start-up wait.
    for (const url of ['one', 'two'] as const) {
      const started = await startServerProcess(env);
      children.push(started.child);
      if (url === 'one') one = started.url;
      else two = started.url;
    }
  }, 120_000);

  afterAll(async () => {
    for (const child of children) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
    await db?.close();
    await bucket?.drop();
  });

  it('serves on one process what was uploaded through the other', async () => {
    const ama = await new HttpMember(one).register('Ama');
    const kofi = await new HttpMember(two).register('Kofi');
    await connectMembers(db.app, ama.id, kofi.id);
    const project = await ama.call<{ id: string }>('POST', '/api/v1/workspace/projects', { title: 'Shared' });
    const files = `/api/v1/workspace/projects/${project.json.id}/files`;
    expect((await ama.call('POST', `/api/v1/workspace/projects/${project.json.id}/members`, { memberId: kofi.id })).status).toBe(200);
    expect((await kofi.call('POST', `/api/v1/workspace/invitations/${project.json.id}`, { accept: true })).status).toBe(204);

    // Noise, so the image is large (about 1.4 MB) and arrives in many chunks over the socket.
    const png = await sharp(randomBytes(800 * 600 * 3), { raw: { width: 800, height: 600, channels: 3 } })
      .png()
      .toBuffer();
    const onTwo = await send(kofi, `${files}?name=mock-up.png&category=design`, png);
    expect(onTwo.status).toBe(201);
    const pdf = Buffer.from('%PDF-1.4\nshared across processes\n%%EOF\n');
    expect((await send(ama, `${files}?name=contract.pdf&category=contract`, pdf)).status).toBe(201);

    // Each process lists, previews and hands out links for the other's upload.
    const listedOnOne = await ama.call<WorkspaceFiles>('GET', files);
    const image = listedOnOne.json.items.find((f) => f.name === 'mock-up.png')!;
    const thumb = await fetch(one + image.thumbnailUrl!, {
      headers: { cookie: [...ama.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    const viaOne = await fetch(one + image.downloadUrl);
    expect(Buffer.from(await viaOne.arrayBuffer()).equals(png)).toBe(true);

    const listedOnTwo = await kofi.call<WorkspaceFiles>('GET', files);
    const contract = listedOnTwo.json.items.find((f) => f.name === 'contract.pdf')!;
    // A link signed by one process works on the other (one key for the deployment).
    const viaTwo = await fetch(two + contract.downloadUrl);
    expect(viaTwo.status).toBe(200);
    expect(viaTwo.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await viaTwo.arrayBuffer()).equals(pdf)).toBe(true);
    expect((await fetch(one + contract.downloadUrl)).status).toBe(200);

    // Over a real socket, a file over the limit is answered 413 with its reason (the body is
    // drained, not cut off mid-send, so the browser reads the answer).
    const huge = await send(ama, `${files}?name=huge.bin`, Buffer.alloc(30 * 1024 * 1024, 1));
    expect(huge.status).toBe(413);
    expect((huge.json as unknown as { error: { code: string } }).error.code).toBe('workspace_file_too_large');
  });
});

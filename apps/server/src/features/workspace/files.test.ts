import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { WORKSPACE_PROJECT_FILES_MAX_BYTES, type WorkspaceFile, type WorkspaceFiles } from '@skilllink/contracts/workspace-files';
import type { WorkspaceProject } from '@skilllink/contracts/workspace';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../config.js';
import { errorText } from '../../platform/i18n/error-text.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { connectMembers, signedUp } from '../../test/factories.js';
import { freshBucket, type TestBucket } from '../../test/s3.js';

// The same suite on the local store and, when TEST_S3_URL names an S3 server (.ci/run starts
// moto_server), on a bucket of its own there.
const backends = ['disk', ...(testEngines().s3Url ? ['s3'] : [])] as const;

const MB = 1024 * 1024;
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe.each(backends)('project files on %s', (backend) => {
  let t: TestApp;
  let bucket: TestBucket | undefined;
  let clock = new Date('2026-12-13T10:00:00Z');
  type Member = { client: TestClient; id: string };
  let ama: Member; // lead
  let kofi: Member; // member
  let efua: Member; // viewer
  let kojo: Member; // on another project only
  let projectId: string;
  let png: Buffer;

  const base = () => `/api/v1/workspace/projects/${projectId}/files`;
  const upload = (m: TestClient, name: string, body: Buffer, category = 'general', project = projectId) =>
    m.post(`/api/v1/workspace/projects/${project}/files?${new URLSearchParams({ name, category })}`, body, {
      'content-type': 'application/octet-stream',
    });
  const list = async (m: Member) => (await m.client.get(base())).json() as WorkspaceFiles;
  const stored = async () =>
    bucket ? bucket.keys() : readdirSync(path.join(t.databaseEnv.DATA_DIR!, 'uploads')).filter((f) => f.startsWith('wsf-'));

  beforeAll(async () => {
    bucket = backend === 's3' ? await freshBucket() : undefined;
    t = await buildTestApp({ RATE_LIMIT_FACTOR: '1000', ...(bucket ? { S3_URL: bucket.url } : {}) }, { now: () => clock });
    const join = async (firstName: string): Promise<Member> => {
      const { client, user } = await signedUp(t.app, { firstName, lastName: 'Test' });
      return { client, id: user.id };
    };
    [ama, kofi, efua, kojo] = await Promise.all([join('Ama'), join('Kofi'), join('Efua'), join('Kojo')]);
    for (const other of [kofi, efua]) await connectMembers(t.app, ama.id, other.id);
    projectId = ((await ama.client.post('/api/v1/workspace/projects', { title: 'Files' })).json() as WorkspaceProject).id;
    for (const [m, role] of [
      [kofi, 'member'],
      [efua, 'viewer'],
    ] as const) {
      expect((await ama.client.post(`${base().replace('/files', '')}/members`, { memberId: m.id, role })).statusCode).toBe(200);
      expect((await m.client.post(`/api/v1/workspace/invitations/${projectId}`, { accept: true })).statusCode).toBe(204);
    }
    await kojo.client.post('/api/v1/workspace/projects', { title: 'Elsewhere' });
    png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#0a7d6a' } })
      .png()
      .toBuffer();
  });
  afterAll(async () => {
    await t?.close();
    await bucket?.drop();
  });

  it('stores an upload typed by its content, lists it with who and when, and serves it through a signed link', async () => {
    const res = await upload(kofi.client, 'Brief v2.pdf', pdf, 'document');
    expect(res.statusCode, res.body).toBe(201);
    const file = res.json() as WorkspaceFile;
    expect(file).toMatchObject({
      name: 'Brief v2.pdf',
      mime: 'application/pdf',
      kind: 'document',
      size: pdf.length,
      category: 'document',
      uploadedBy: { id: kofi.id, name: 'Kofi Test' },
      uploadedAt: clock.toISOString(),
      canDelete: true,
      thumbnailUrl: null,
    });
    const listed = await list(efua);
    expect(listed.items.map((f) => [f.name, f.canDelete])).toEqual([['Brief v2.pdf', false]]);
    expect(listed.usedBytes).toBe(pdf.length);

    // The link is the credential: no session needed, and the file comes as an attachment.
    const link = listed.items[0]!.downloadUrl;
    expect(link).toMatch(new RegExp(`member=${efua.id}`));
    const got = await new TestClient(t.app).get(link);
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(pdf)).toBe(true);
    expect(got.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
      'content-disposition': `attachment; filename="Brief v2.pdf"; filename*=UTF-8''Brief%20v2.pdf`,
    });
    // A tampered link (another member's id, another file) is refused.
    expect((await new TestClient(t.app).get(link.replace(efua.id, kofi.id))).statusCode).toBe(403);
  });

  it('makes a thumbnail of an image, shown inline to the team only', async () => {
    const res = await upload(ama.client, 'site photo.png', png, 'design');
    expect(res.statusCode, res.body).toBe(201);
    const file = res.json() as WorkspaceFile;
    expect(file).toMatchObject({ mime: 'image/png', kind: 'image', size: png.length });
    const thumb = await efua.client.get(file.thumbnailUrl!);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(thumb.headers['content-disposition']).toBe('inline');
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(320);
    expect((await kojo.client.get(file.thumbnailUrl!)).statusCode).toBe(404);
  });

  it('keeps a path-traversal name as a harmless label; the bytes go under a key the server chose', async () => {
    const before = await stored();
    const res = await upload(kofi.client, '../../etc/passwd', Buffer.from('root:x:0:0\n'));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ name: 'passwd', mime: 'text/plain', kind: 'document' });
    const added = (await stored()).filter((k) => !before.includes(k));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/^wsf-[\w-]+\.bin$/);
    expect((await upload(kofi.client, 'a\u202Egpj.exe\u0007', Buffer.from('x'))).json()).toMatchObject({ name: 'agpj.exe' });
  });

  it('refuses a file renamed .png that is not an image, an empty file and one over 25 MB', async () => {
    const fake = await upload(kofi.client, 'holiday.png', pdf);
    expect(fake.statusCode).toBe(415);
    expect(fake.json().error).toMatchObject({
      code: 'workspace_file_not_image',
      message: '"holiday.png" is not an image, although its name says so',
    });
    const empty = await upload(kofi.client, 'nothing.txt', Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.code).toBe('workspace_file_empty');
    const huge = await upload(kofi.client, 'video.mp4', Buffer.alloc(30 * MB, 1));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.message).toBe('A file can be at most 25 MB; this one is 30.0 MB');
    expect(errorText('fr', 'workspace_file_too_large', { size: '30.0' }, '')).toBe(
      'Un fichier ne peut dépasser 25 Mo ; celui-ci fait 30,0 Mo',
    );
    expect((await list(kofi)).items.map((f) => f.name)).not.toContain('holiday.png');
  });

  it('takes a file of exactly 25 MB, and a .json file as bytes, not as JSON', async () => {
    const big = Buffer.alloc(25 * MB, 7);
    const res = await upload(kofi.client, 'exact.bin', big);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ size: 25 * MB, mime: 'application/octet-stream' });
    const json = await kofi.client.post(`${base()}?name=data.json`, '{"a":1}', { 'content-type': 'application/json' });
    expect(json.statusCode, json.body).toBe(201);
    await kofi.client.delete(`${base()}/${(res.json() as WorkspaceFile).id}`);
  });

  /** A stand-in row taking all of the project's room but `left` bytes (no stored bytes behind it); returns its removal. */
  const fillLeaving = async (left: number, id: string) => {
    const size = WORKSPACE_PROJECT_FILES_MAX_BYTES - (await list(ama)).usedBytes - left;
    const at = clock.toISOString();
    const row = { id, projectId, name: 'filler', storageKey: 'wsf-none.bin', mime: 'application/octet-stream', kind: 'document' };
    await t.app.database.db
      .insertInto('workspaceFile')
      .values({ ...row, size, category: 'general', uploadedBy: ama.id, createdAt: at, thumbnailKey: null })
      .execute();
    return () => t.app.database.db.deleteFrom('workspaceFile').where('id', '=', id).execute();
  };

  it('refuses the project quota with what is left', async () => {
    const removeFiller = await fillLeaving(1000, 'quota-ffffffff');
    const over = await upload(kofi.client, 'two.bin', Buffer.alloc(2000, 3));
    expect(over.statusCode).toBe(413);
    expect(over.json().error.code).toBe('workspace_files_quota');
    expect(over.json().error.message).toContain('0.0 MB are left');
    expect((await upload(kofi.client, 'fits.bin', Buffer.alloc(900, 3))).statusCode).toBe(201);
    await removeFiller();
  });

  it('lets only one of two uploads at once take the last room', async () => {
    const removeFiller = await fillLeaving(3000, 'quota-race');
    // Each fits alone (the check before storing passes for both); together they do not.
    const answers = await Promise.all([
      upload(kofi.client, 'race-a.bin', Buffer.alloc(2000, 1)),
      upload(ama.client, 'race-b.bin', Buffer.alloc(2000, 2)),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 413]);
    expect((await list(ama)).usedBytes).toBeLessThanOrEqual(WORKSPACE_PROJECT_FILES_MAX_BYTES);
    await removeFiller();
    await kofi.client.delete(`${base()}/${(answers.find((a) => a.statusCode === 201)!.json() as WorkspaceFile).id}`);
  });

  it('refuses the signed-out (401), other projects’ members (404) and a viewer’s upload (403)', async () => {
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get(base())).statusCode).toBe(401);
    expect((await upload(anonymous, 'a.pdf', pdf)).statusCode).toBe(401);
    expect((await kojo.client.get(base())).statusCode).toBe(404);
    expect((await upload(kojo.client, 'a.pdf', pdf)).statusCode).toBe(404);
    const viewer = await upload(efua.client, 'a.pdf', pdf);
    expect(viewer.statusCode).toBe(403);
    expect(viewer.json().error.code).toBe('workspace_forbidden');
    const someone = (await list(ama)).items[0]!;
    expect((await kojo.client.delete(`${base()}/${someone.id}`)).statusCode).toBe(404);
    expect((await efua.client.delete(`${base()}/${someone.id}`)).statusCode).toBe(403);
  });

  it('checks each file route’s action for every role, as the workspace table does (ADR 056)', async () => {
    const routes = [
      { action: 'view', call: (m: TestClient) => m.get(base()) },
      { action: 'view', call: (m: TestClient) => m.get(`${base()}/missing/thumbnail`) },
      { action: 'edit', call: (m: TestClient) => upload(m, 'role.pdf', pdf) },
      { action: 'edit', call: (m: TestClient) => m.delete(`${base()}/missing`) },
    ] as const;
    const roles = [
      [ama, ['view', 'edit']],
      [kofi, ['view', 'edit']],
      [efua, ['view']],
    ] as const;
    for (const [who, may] of roles) {
      for (const route of routes) {
        const res = await route.call(who.client);
        if (!(may as readonly string[]).includes(route.action)) expect(res.statusCode).toBe(403);
        else if (res.statusCode === 404) expect(res.json().error.code).toBe('workspace_file_not_found');
        else expect([200, 201]).toContain(res.statusCode);
      }
    }
    for (const route of routes) {
      expect((await route.call(kojo.client)).json().error.code).toBe('workspace_project_not_found');
      expect((await route.call(new TestClient(t.app))).statusCode).toBe(401);
    }
  });

  it('lets the uploader or a lead delete a file, and its bytes go', async () => {
    const amas = (await upload(ama.client, 'lead.pdf', pdf)).json() as WorkspaceFile;
    const kofis = (await upload(kofi.client, 'member.png', png)).json() as WorkspaceFile;
    const before = await stored();
    const refused = await kofi.client.delete(`${base()}/${amas.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('workspace_file_delete_forbidden');
    expect((await ama.client.delete(`${base()}/${kofis.id}`)).statusCode).toBe(204);
    expect((await stored()).length).toBe(before.length - 2); // the file and its thumbnail
    expect((await ama.client.delete(`${base()}/${kofis.id}`)).statusCode).toBe(404);
    expect((await new TestClient(t.app).get(kofis.downloadUrl)).statusCode).toBe(404);
  });

  it('refuses a link after five minutes', async () => {
    const link = (await list(efua)).items[0]!.downloadUrl;
    clock = new Date(clock.getTime() + 299_000);
    expect((await new TestClient(t.app).get(link)).statusCode).toBe(200);
    clock = new Date(clock.getTime() + 2_000);
    const late = await new TestClient(t.app).get(link);
    expect(late.statusCode).toBe(410);
    expect(late.json().error.code).toBe('workspace_file_link_expired');
  });

  it("stops a removed member's links at once", async () => {
    const link = (await list(kofi)).items[0]!.downloadUrl;
    expect((await new TestClient(t.app).get(link)).statusCode).toBe(200);
    expect((await ama.client.delete(`/api/v1/workspace/projects/${projectId}/members/${kofi.id}`)).statusCode).toBe(204);
    expect((await new TestClient(t.app).get(link)).statusCode).toBe(404);
  });

  it('removes every stored byte of a deleted project', async () => {
    expect((await stored()).length).toBeGreaterThan(0);
    expect((await ama.client.delete(`/api/v1/workspace/projects/${projectId}`)).statusCode).toBe(204);
    expect(await stored()).toEqual([]);
  });
});

describe.skipIf(!testEngines().s3Url)('S3_URL naming a bucket that does not exist', () => {
  it('stops the server at start, saying so', async () => {
    const url = new URL(testEngines().s3Url!);
    url.pathname = '/no-such-bucket-here';
    await expect(buildTestApp({ S3_URL: url.toString() })).rejects.toThrow(/bucket "no-such-bucket-here" at .* cannot be used/);
  });
});

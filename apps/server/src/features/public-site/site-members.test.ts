import type { SitePage } from '@skilllink/contracts/site-pages';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { certificateFor } from '../../test/certificates.js';
import type { TestClient } from '../../test/client.js';
import { eraseMember } from '../../test/erase.js';
import { signedUp } from '../../test/factories.js';
import { headOf, pageIn, siteBuild, type SiteBuild } from '../../test/site-build.js';

// Members' public pages (/in/{handle}), certificate pages (/verify/{code}) and the content
// images, as the server serves them (issue 26 §2), through a stand-in web build.

const PUBLIC = 'http://localhost:3000';

let t: TestApp;
let build: SiteBuild;
beforeAll(async () => {
  build = siteBuild();
  t = await buildTestApp({ WEB_DIST: build.web });
});
afterAll(async () => {
  await t.close();
  build.close();
});

const visit = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const handleOf = async (id: string) =>
  (await t.app.database.db.selectFrom('user').select('handle').where('id', '=', id).executeTakeFirstOrThrow()).handle!;
async function showTo(client: TestClient, profileVisibility: string) {
  expect((await client.patch('/api/v1/account/privacy', { profileVisibility })).statusCode).toBe(200);
}
function kindOf<K extends SitePage['kind']>(html: string, kind: K): Extract<SitePage, { kind: K }> {
  const page = pageIn(html);
  expect(page.kind).toBe(kind);
  return page as Extract<SitePage, { kind: K }>;
}

describe('a member’s public page', () => {
  it('shows a profile visible to everyone, with its preview card and Person data, and nothing private', async () => {
    const { client, user, body } = await signedUp(t.app, { firstName: 'Kojo', lastName: 'Publicson' });
    await showTo(client, 'everyone');
    const profile = await client.patch('/api/v1/profile', {
      firstName: 'Kojo',
      lastName: 'Publicson',
      title: 'Data analyst',
      location: 'Kumasi, Ghana',
      bio: 'Numbers into decisions.',
      phone: '+233 20 555 0101',
      website: '',
      linkedin: '',
      github: '',
    });
    expect(profile.statusCode).toBe(200);
    const handle = await handleOf(user.id);

    const res = await visit(`/in/${handle}`);
    expect(res.statusCode).toBe(200);
    const { member } = kindOf(res.body, 'member');
    expect(member).toMatchObject({ handle, firstName: 'Kojo', lastName: 'Publicson', headline: 'Data analyst', location: 'Kumasi, Ghana' });
    const head = headOf(res.body);
    expect(head.title).toBe('Kojo Publicson | SkillLink');
    expect(head.canonical).toBe(`${PUBLIC}/in/${handle}`);
    expect(head.noindex).toBe(false);
    expect(head.meta('og:type')).toBe('profile');
    expect(head.meta('og:image')).toBe(`${PUBLIC}/og/members/${handle}.png?lang=en`);
    expect(head.meta('og:image:width')).toBe('1200');
    expect(head.meta('twitter:image')).toBe(head.meta('og:image'));
    expect(head.structured).toMatchObject({
      '@type': 'ProfilePage',
      url: `${PUBLIC}/in/${handle}`,
      mainEntity: { '@type': 'Person', name: 'Kojo Publicson', jobTitle: 'Data analyst' },
    });
    for (const secret of [body.email, body.email.toLowerCase(), '+233', '555 0101', user.id]) expect(res.body).not.toContain(secret);

    const french = await visit(`/in/${handle}?lang=fr`);
    expect(headOf(french.body).meta('og:image')).toBe(`${PUBLIC}/og/members/${handle}.png?lang=fr`);
  });

  it('says "for members" for a profile shown to members only, without their name, kept from search engines', async () => {
    const { user } = await signedUp(t.app, { firstName: 'Adwoa', lastName: 'Hiddenfield' });
    const handle = await handleOf(user.id);
    const res = await visit(`/in/${handle}`);
    expect(res.statusCode).toBe(200);
    expect(kindOf(res.body, 'message')).toMatchObject({ title: 'This profile is for members', link: { href: '/auth/login' } });
    expect(headOf(res.body).noindex).toBe(true);
    expect(headOf(res.body).meta('og:image')).toBe(`${PUBLIC}/og/site.png`);
    expect(res.body).not.toContain('Adwoa');
    expect(res.body).not.toContain('Hiddenfield');
  });

  it('moves a changed handle to the new one (301), keeping French, and answers 404 for an unknown one', async () => {
    const { client, user } = await signedUp(t.app, { firstName: 'Yaw', lastName: 'Movedaway' });
    await showTo(client, 'everyone');
    const old = await handleOf(user.id);
    expect((await client.patch('/api/v1/account/handle', { handle: 'yaw-moved-here' })).statusCode).toBe(200);
    const moved = await visit(`/in/${old}`);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/in/yaw-moved-here');
    expect((await visit(`/in/${old}?lang=fr`)).headers.location).toBe('/in/yaw-moved-here?lang=fr');
    expect((await visit('/in/yaw-moved-here')).statusCode).toBe(200);

    for (const unknown of ['/in/nobody-by-this-name', '/in/..%2Fetc']) {
      const res = await visit(unknown);
      expect(res.statusCode, unknown).toBe(404);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(headOf(res.body).noindex).toBe(true);
      expect(kindOf(res.body, 'message').title).toBe('Profile not found');
    }
  });
});

describe('a signed-in member', () => {
  it('goes from / to the dashboard, and reads the other public pages as a member', async () => {
    const { client } = await signedUp(t.app);
    const home = await client.get('/');
    expect(home.statusCode).toBe(302);
    expect(home.headers.location).toBe('/app/dashboard');
    const about = await client.get('/about');
    expect(about.statusCode).toBe(200);
    expect(about.body).toContain('data-signed-in="true"');
    expect(build.renders().at(-1)?.request).toMatchObject({ path: '/about', signedIn: true });
  });
});

describe('a certificate page', () => {
  const CODE = 'SL-ABCD-EFGH-JKMN';
  const REVOKED = 'SL-PQRS-TUVW-XYZ2';

  it('shows a valid certificate with its credential data and preview card', async () => {
    const { user } = await signedUp(t.app, { firstName: 'Esi', lastName: 'Certholder' });
    await certificateFor(t.app, user.id, CODE, new Date('2026-10-01T10:00:00Z'));
    const res = await visit(`/verify/${CODE}`);
    expect(res.statusCode).toBe(200);
    const { certificate } = kindOf(res.body, 'certificate');
    expect(certificate).toMatchObject({ status: 'valid', code: CODE, holderName: 'Esi Certholder', courseTitle: 'Data basics' });
    const head = headOf(res.body);
    expect(head.noindex).toBe(false);
    expect(head.meta('og:image')).toBe(`${PUBLIC}/og/certificates/${CODE}.png?lang=en`);
    expect(head.meta('og:image:height')).toBe('630');
    expect(head.meta('twitter:card')).toBe('summary_large_image');
    expect(head.structured).toMatchObject({
      '@type': 'EducationalOccupationalCredential',
      identifier: CODE,
      name: 'Data basics',
      url: `${PUBLIC}/verify/${CODE}`,
      dateCreated: '2026-10-01T10:00:00.000Z',
    });
  });

  it('names no one for a certificate revoked when its member erased their account; 404 for an unknown code', async () => {
    const { user } = await signedUp(t.app, { firstName: 'Gone', lastName: 'Erasedperson' });
    await certificateFor(t.app, user.id, REVOKED, new Date('2026-10-02T10:00:00Z'));
    await eraseMember(t.app, user.id);
    const res = await visit(`/verify/${REVOKED}`);
    expect(res.statusCode).toBe(200);
    expect(kindOf(res.body, 'certificate').certificate).toEqual({ status: 'revoked', code: REVOKED, reason: 'member_deleted' });
    expect(headOf(res.body).noindex).toBe(true);
    expect(headOf(res.body).structured).toMatchObject({ '@type': 'WebPage' });
    expect(res.body).not.toContain('Erasedperson');
    expect(res.body).not.toContain('Data basics');

    for (const code of ['SL-ZZZZ-ZZZZ-ZZZZ', 'not-a-code']) {
      const unknown = await visit(`/verify/${code}`);
      expect(unknown.statusCode, code).toBe(404);
      expect(unknown.headers['cache-control']).toBe('no-store');
      expect(headOf(unknown.body).noindex).toBe(true);
      expect(kindOf(unknown.body, 'certificate').certificate).toBeNull();
    }
  });
});

describe('content images', () => {
  it('serves an illustration as SVG, and as a 1200×630 PNG for link previews', async () => {
    const svg = await visit('/content/images/about.svg');
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.body).toContain('<svg');
    const etag = svg.headers.etag as string;
    expect((await visit('/content/images/about.svg', { 'if-none-match': etag })).statusCode).toBe(304);

    const png = await visit('/content/images/about.png');
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(await sharp(png.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
  });

  it('refuses a bad name and answers 404 for a missing picture', async () => {
    for (const bad of ['/content/images/..%2Fnews%2Fen%2Fx.svg', '/content/images/about.exe', '/content/images/a%20b.svg'])
      expect((await visit(bad)).statusCode, bad).toBe(400);
    for (const missing of ['/content/images/no-such-picture.svg', '/content/images/no-such-picture.png'])
      expect((await visit(missing)).statusCode, missing).toBe(404);
  });
});

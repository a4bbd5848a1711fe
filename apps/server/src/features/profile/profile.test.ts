import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { connectMembers, signedUp } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const edit = {
  firstName: 'Abena',
  lastName: 'Owusu',
  title: 'Product Designer',
  location: 'Kumasi, Ghana',
  bio: 'I design for people on slow networks.',
  phone: '+233 24 123 4567',
  website: 'abena.design',
  linkedin: 'https://linkedin.com/in/abena',
  github: '',
};

describe('profile', () => {
  it('shows my own profile with my e-mail, joined date and empty sections', async () => {
    const { client, user } = await signedUp(t.app, { firstName: 'Kofi' });
    const res = await client.get('/api/v1/profile');
    expect(res.statusCode).toBe(200);
    const { profile } = res.json();
    expect(profile).toMatchObject({
      id: user.id,
      firstName: 'Kofi',
      email: user.email,
      relation: 'self',
      profileViews: 0,
      connectionCount: 0,
    });
    expect(profile).toMatchObject({ skills: [], experience: [], education: [] });
    expect(Date.parse(profile.joinDate)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('saves edits (bare domains become links) and the session shows the new name', async () => {
    const { client } = await signedUp(t.app);
    const res = await client.patch('/api/v1/profile', edit);
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toMatchObject({ ...edit, website: 'https://abena.design' });
    expect((await client.get('/api/v1/profile')).json().profile.title).toBe('Product Designer');
    expect((await client.get('/api/v1/session')).json().user).toMatchObject({ firstName: 'Abena', title: 'Product Designer' });
  });

  it('refuses bad input with a message per field and changes nothing', async () => {
    const { client } = await signedUp(t.app, { firstName: 'Esi' });
    const res = await client.patch('/api/v1/profile', {
      ...edit,
      firstName: '  ',
      website: 'not a url at all',
      phone: 'call me',
      bio: 'x'.repeat(2001),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      firstName: 'First name is required',
      website: 'Website must be a web address',
      phone: 'Enter a valid phone number',
      bio: 'Bio is too long',
    });
    expect((await client.get('/api/v1/profile')).json().profile.firstName).toBe('Esi');
    expect((await client.patch('/api/v1/profile', { firstName: 'Only' })).statusCode).toBe(400);
  });

  it('needs a signed-in member', async () => {
    const visitor = new TestClient(t.app);
    expect((await visitor.get('/api/v1/profile')).statusCode).toBe(401);
    expect((await visitor.get('/api/v1/profiles/anyone')).statusCode).toBe(401);
    expect((await visitor.patch('/api/v1/profile', edit)).statusCode).toBe(401);
  });

  it("shows another member's profile without their private contact details, and 404 for nobody", async () => {
    const a = await signedUp(t.app);
    await a.client.patch('/api/v1/profile', edit);
    const b = await signedUp(t.app);
    const seen = (await b.client.get(`/api/v1/profiles/${a.user.id}`)).json().profile;
    expect(seen).toMatchObject({ id: a.user.id, relation: 'none', email: null, phone: '', website: 'https://abena.design' });
    const missing = await b.client.get('/api/v1/profiles/no-such-member');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Profile not found');
  });

  it('shows contact details to connections', async () => {
    const a = await signedUp(t.app);
    await a.client.patch('/api/v1/profile', edit);
    const b = await signedUp(t.app);
    await connectMembers(t.app, a.user.id, b.user.id);
    const seen = (await b.client.get(`/api/v1/profiles/${a.user.id}`)).json().profile;
    expect(seen).toMatchObject({ relation: 'connected', email: a.user.email, phone: edit.phone, connectionCount: 1 });
  });

  it('counts a view once per viewer per day, never the owner', async () => {
    const a = await signedUp(t.app);
    const b = await signedUp(t.app);
    const c = await signedUp(t.app);
    await a.client.get(`/api/v1/profiles/${a.user.id}`);
    await b.client.get(`/api/v1/profiles/${a.user.id}`);
    await b.client.get(`/api/v1/profiles/${a.user.id}`);
    expect((await a.client.get('/api/v1/profile')).json().profile.profileViews).toBe(1);
    await c.client.get(`/api/v1/profiles/${a.user.id}`);
    expect((await a.client.get('/api/v1/profile')).json().profile.profileViews).toBe(2);
  });
});

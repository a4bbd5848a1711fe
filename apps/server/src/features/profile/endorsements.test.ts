import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { connectMembers, signedUp } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

async function skillOf() {
  const owner = await signedUp(t.app);
  const { skill } = (await owner.client.post('/api/v1/profile/skills', { name: 'Figma', category: 'Design' })).json();
  return { owner, skill };
}

describe('endorsements', () => {
  it('a connection endorses once, the count is real, and can withdraw', async () => {
    const { owner, skill } = await skillOf();
    const friend = await signedUp(t.app);
    await connectMembers(t.app, owner.user.id, friend.user.id);
    const url = `/api/v1/member-skills/${skill.id}/endorsement`;
    expect((await friend.client.put(url)).json()).toEqual({ endorsements: 1, endorsedByMe: true });
    expect((await friend.client.put(url)).json()).toEqual({ endorsements: 1, endorsedByMe: true });
    const seen = (await friend.client.get(`/api/v1/profiles/${owner.user.id}`)).json().profile.skills[0];
    expect(seen).toMatchObject({ endorsements: 1, endorsedByMe: true });
    expect((await owner.client.get('/api/v1/profile')).json().profile.skills[0]).toMatchObject({ endorsements: 1, endorsedByMe: false });
    expect((await friend.client.delete(url)).json()).toEqual({ endorsements: 0, endorsedByMe: false });
    expect((await friend.client.delete(url)).json()).toEqual({ endorsements: 0, endorsedByMe: false });
  });

  it('is refused to strangers, pending requests, the owner and visitors', async () => {
    const { owner, skill } = await skillOf();
    const url = `/api/v1/member-skills/${skill.id}/endorsement`;
    const stranger = await signedUp(t.app);
    const refused = await stranger.client.put(url);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Only connections can endorse skills');
    const pending = await signedUp(t.app);
    await connectMembers(t.app, pending.user.id, owner.user.id, 'pending');
    expect((await pending.client.put(url)).statusCode).toBe(403);
    expect((await owner.client.put(url)).statusCode).toBe(400);
    expect((await new TestClient(t.app).put(url)).statusCode).toBe(401);
    expect((await stranger.client.put('/api/v1/member-skills/nope/endorsement')).statusCode).toBe(404);
    expect((await owner.client.get('/api/v1/profile')).json().profile.skills[0].endorsements).toBe(0);
  });

  it('ranks skills by endorsements', async () => {
    const owner = await signedUp(t.app);
    await owner.client.post('/api/v1/profile/skills', { name: 'Writing', category: 'Writing' });
    const { skill } = (await owner.client.post('/api/v1/profile/skills', { name: 'SEO', category: 'Marketing' })).json();
    const friend = await signedUp(t.app);
    await connectMembers(t.app, owner.user.id, friend.user.id);
    await friend.client.put(`/api/v1/member-skills/${skill.id}/endorsement`);
    const names = (await owner.client.get('/api/v1/profile')).json().profile.skills.map((s: { name: string }) => s.name);
    expect(names).toEqual(['SEO', 'Writing']);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { connectMembers, lastMailTo, signedUp } from '../../test/factories.js';
import { enrolledMember, seededCourse } from '../../features/courses/test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const unverified = {
  code: 'email_unverified',
  message: 'Confirm your e-mail address first: open the link we e-mailed you, or ask for a new one',
};

describe('what needs a verified e-mail', () => {
  it('refuses an unverified member messaging, connecting, reviewing and endorsing with 403 email_unverified; reading works', async () => {
    const newcomer = await signedUp(t.app, { firstName: 'Nana' }, { verified: false });
    const friend = await signedUp(t.app, { firstName: 'Kwesi' });
    const stranger = await signedUp(t.app, { firstName: 'Akos' });
    await connectMembers(t.app, newcomer.user.id, friend.user.id);
    const conversation = (await friend.client.post('/api/v1/conversations', { personId: newcomer.user.id })).json().conversation;
    const { skill } = (await friend.client.post('/api/v1/profile/skills', { name: 'Figma', category: 'Design' })).json();
    const course = await seededCourse(t.app, 'nodejs-rest-apis');
    await newcomer.client.post(`${course.url}/enrollment`);

    const attempts = {
      start: await newcomer.client.post('/api/v1/conversations', { personId: friend.user.id }),
      message: await newcomer.client.post(`/api/v1/conversations/${conversation.id}/messages`, {
        clientId: 'client-0001',
        content: 'Hello!',
      }),
      connect: await newcomer.client.post('/api/v1/connections/requests', { personId: stranger.user.id }),
      review: await newcomer.client.put(`${course.url}/review`, { rating: 5, comment: 'Great' }),
      endorse: await newcomer.client.put(`/api/v1/member-skills/${skill.id}/endorsement`),
    };
    for (const [what, res] of Object.entries(attempts)) {
      expect({ what, status: res.statusCode, error: res.json().error }).toEqual({ what, status: 403, error: unverified });
    }
    // Nothing was written.
    expect((await friend.client.get(`/api/v1/conversations/${conversation.id}/messages`)).json().items).toEqual([]);
    expect(JSON.stringify((await stranger.client.get('/api/v1/connections/requests')).json())).not.toContain(newcomer.user.id);
    // Reading is fine.
    expect((await newcomer.client.get('/api/v1/conversations')).statusCode).toBe(200);
    expect((await newcomer.client.get(`${course.url}/reviews`)).statusCode).toBe(200);

    // Once the address is confirmed, the same member may.
    const token = (await lastMailTo(t.app, newcomer.body.email))!.token;
    expect((await newcomer.client.post('/api/v1/auth/verify-email', { token })).statusCode).toBe(200);
    const sent = await newcomer.client.post(`/api/v1/conversations/${conversation.id}/messages`, {
      clientId: 'client-0002',
      content: 'Hello!',
    });
    expect(sent.statusCode).toBe(201);
    expect((await newcomer.client.post('/api/v1/connections/requests', { personId: stranger.user.id })).statusCode).toBe(201);
  });

  it('leaves signed-out visitors to the route: 401 as before', async () => {
    const { client } = await signedUp(t.app);
    await client.post('/api/v1/auth/logout');
    expect((await client.post('/api/v1/connections/requests', { personId: 'someone' })).statusCode).toBe(401);
  });

  it('lets a verified member through (the factory verifies, as people do)', async () => {
    const course = await seededCourse(t.app, 'social-media-analytics');
    const { client } = await enrolledMember(t.app, course);
    expect((await client.put(`${course.url}/review`, { rating: 4, comment: 'Useful' })).statusCode).toBe(200);
  });
});

import { describe, expect, it } from 'vitest';
import { testEngines } from '../config.js';
import { TestClient } from '../test/client.js';
import { eventually } from '../test/eventually.js';
import { signedUp } from '../test/factories.js';
import { twoInstances } from '../test/two-instances.js';

const { redisUrl } = testEngines();
const limitedEmail = { email: 'shared.limit@example.test' };

// *.redis.test.ts files run only when REDIS_URL is set (see vitest.config.ts), as in .ci/run.
if (redisUrl) {
  describe('rate limits with REDIS_URL', () => {
    it('are shared by two server processes', async () => {
      const { one: a, two: b, close } = await twoInstances('shared');
      try {
        // Password sign-in has its own shared throttle (features/auth/login-throttle.redis.test.ts).
        const onA = new TestClient(a.app, '10.7.7.7');
        for (let i = 0; i < 5; i += 1) expect((await onA.post('/api/v1/auth/forgot-password', limitedEmail)).statusCode).toBe(202);
        const onB = new TestClient(b.app, '10.7.7.7');
        expect((await onB.post('/api/v1/auth/forgot-password', limitedEmail)).statusCode).toBe(429);
      } finally {
        await close();
      }
    });

    it('end a session on every process at once, even while another process has it cached', async () => {
      const { one: a, two: b, close } = await twoInstances('sessions');
      try {
        const { client } = await signedUp(a.app);
        const token = client.cookies.get('sl_session')!;
        const onB = new TestClient(b.app);
        onB.cookies.set('sl_session', token);
        expect((await onB.get('/api/v1/session')).statusCode).toBe(200);
        expect((await client.post('/api/v1/auth/logout')).statusCode).toBe(204);
        const after = await eventually(
          () => onB.get('/api/v1/session'),
          (r) => r.statusCode === 401,
        );
        expect(after.statusCode).toBe(401);
      } finally {
        await close();
      }
    });

    it("show a member's new profile on every process at once, even while another process has it cached", async () => {
      const { one: a, two: b, close } = await twoInstances('profiles');
      try {
        const { client, user } = await signedUp(a.app);
        const onB = new TestClient(b.app);
        onB.cookies.set('sl_session', client.cookies.get('sl_session')!);
        expect((await onB.get('/api/v1/profile')).json().profile.title).toBe('');
        await client.patch('/api/v1/profile', {
          firstName: 'Ama',
          lastName: 'Mensah',
          title: 'Engineer',
          location: '',
          bio: '',
          phone: '',
          website: '',
          linkedin: '',
          github: '',
        });
        const seen = await eventually(
          () => onB.get(`/api/v1/profiles/${user.id}`),
          (r) => r.json().profile.title === 'Engineer',
        );
        expect(seen.json().profile.title).toBe('Engineer');
      } finally {
        await close();
      }
    });
  });
}

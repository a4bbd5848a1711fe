import { describe, expect, it } from 'vitest';
import { testEngines } from '../config.js';
import { buildTestApp } from '../test/app.js';
import { TestClient } from '../test/client.js';
import { signedUp } from '../test/factories.js';

const { redisUrl } = testEngines();
const limitedEmail = { email: 'shared.limit@example.test' };

// *.redis.test.ts files run only when REDIS_URL is set (see vitest.config.ts), as in .ci/run.
if (redisUrl) {
  describe('rate limits with REDIS_URL', () => {
    it('are shared by two server processes', async () => {
      const prefix = `test:shared:${Date.now()}:`;
      const a = await buildTestApp({ REDIS_PREFIX: prefix });
      const b = await buildTestApp({ REDIS_PREFIX: prefix });
      try {
        // Password sign-in has its own shared throttle (features/auth/login-throttle.redis.test.ts).
        const onA = new TestClient(a.app, '10.7.7.7');
        for (let i = 0; i < 5; i += 1) expect((await onA.post('/api/v1/auth/forgot-password', limitedEmail)).statusCode).toBe(202);
        const onB = new TestClient(b.app, '10.7.7.7');
        expect((await onB.post('/api/v1/auth/forgot-password', limitedEmail)).statusCode).toBe(429);
      } finally {
        await a.close();
        await b.close();
      }
    });

    it('end a session on every process at once, even while another process has it cached', async () => {
      const prefix = `test:sessions:${Date.now()}:`;
      const a = await buildTestApp({ REDIS_PREFIX: prefix });
      // Same database, second process: share the SQLite file or PostgreSQL schema of the first.
      const b = await buildTestApp({ REDIS_PREFIX: prefix, ...a.databaseEnv });
      try {
        const { client } = await signedUp(a.app);
        const token = client.cookies.get('sl_session')!;
        const onB = new TestClient(b.app);
        onB.cookies.set('sl_session', token);
        expect((await onB.get('/api/v1/session')).statusCode).toBe(200);
        expect((await client.post('/api/v1/auth/logout')).statusCode).toBe(204);
        await new Promise((r) => setTimeout(r, 100));
        expect((await onB.get('/api/v1/session')).statusCode).toBe(401);
      } finally {
        await b.close();
        await a.close();
      }
    });

    it("show a member's new profile on every process at once, even while another process has it cached", async () => {
      const prefix = `test:profiles:${Date.now()}:`;
      const a = await buildTestApp({ REDIS_PREFIX: prefix });
      const b = await buildTestApp({ REDIS_PREFIX: prefix, ...a.databaseEnv });
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
        await new Promise((r) => setTimeout(r, 100));
        expect((await onB.get(`/api/v1/profiles/${user.id}`)).json().profile.title).toBe('Engineer');
      } finally {
        await b.close();
        await a.close();
      }
    });
  });
}

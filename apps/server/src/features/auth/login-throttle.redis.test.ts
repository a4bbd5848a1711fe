import { describe, expect, it } from 'vitest';
import { testEngines } from '../../config.js';
import type { TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { newMember } from '../../test/factories.js';
import { twoInstances } from '../../test/two-instances.js';

const { redisUrl } = testEngines();

// *.redis.test.ts files run only when REDIS_URL is set (see vitest.config.ts), as in .ci/run.
if (redisUrl) {
  describe('login throttle with REDIS_URL', () => {
    it('is shared by two server processes: per account, and per address', async () => {
      let clock = Date.now();
      const now = () => new Date(clock);
      const { one: a, two: b, close } = await twoInstances('throttle', {}, { now });
      const login = (app: TestApp, ip: string, email: string) =>
        new TestClient(app.app, ip).post('/api/v1/auth/login', { email, password: 'not-the-password' });
      try {
        // One account, guessed at through both processes from different addresses.
        const target = newMember().email;
        const codes: number[] = [];
        for (let i = 0; i < 6; i += 1) codes.push((await login(i % 2 ? b : a, `10.8.0.${i}`, target)).statusCode);
        expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
        const waiting = await login(b, '10.8.1.1', target);
        expect(waiting.statusCode).toBe(429);
        expect(waiting.headers['retry-after']).toBe('1');
        clock += 1000;
        expect((await login(a, '10.8.1.1', target)).statusCode).toBe(401);

        // One address, many accounts, half of the guesses on each process.
        const spread: number[] = [];
        for (let i = 0; i < 21; i += 1) spread.push((await login(i % 2 ? a : b, '10.8.2.2', `${i}.${target}`)).statusCode);
        expect(spread.slice(0, 20).every((c) => c === 401)).toBe(true);
        expect(spread[20]).toBe(429);
      } finally {
        await close();
      }
    });
  });
}

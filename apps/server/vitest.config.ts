import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Tests that need a shared Redis (*.redis.test.ts) or PostgreSQL (*.postgres.test.ts, and
    // *.postgres.redis.test.ts for both) run in the PostgreSQL and Redis pass of .ci/run only.
    exclude: [
      ...(process.env.REDIS_URL ? [] : ['src/**/*.redis.test.ts']),
      ...(process.env.TEST_DATABASE_URL ? [] : ['src/**/*.postgres.test.ts', 'src/**/*.postgres.redis.test.ts']),
    ],
    // Each file builds its own app on its own database; files run in parallel on 2 cores.
    pool: 'forks',
    // Ceilings, not expectations: tests wait for states, and a fully loaded machine gets there late.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});

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
    // A worker runs its files one after another in one module graph: every file builds its own
    // app on its own database, so nothing is shared but the imported code, which is then
    // loaded once per worker instead of once per file.
    isolate: false,
    // Ceilings, not expectations: tests wait for states, and a fully loaded machine gets there late.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});

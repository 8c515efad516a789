import { defineProject } from 'vitest/config';

// The database tests reuse the platform's test setup: TEST_DATABASE_URL, else an embedded PostgreSQL.
export default defineProject({
  test: {
    name: 'sportsbook',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['../server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 90_000,
  },
});

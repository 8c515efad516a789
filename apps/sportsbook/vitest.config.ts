import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'sportsbook',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
  },
});

import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default leaves a core free (one worker on a 2-core machine), but most test files
    // wait on PostgreSQL, child processes and timers rather than compute: one worker per core
    // keeps the cores busy while a file waits.
    maxWorkers: availableParallelism(),
    projects: [
      'packages/contracts',
      'packages/seamless-client',
      'packages/fair',
      'packages/service-kit',
      'packages/sportsbook-ui',
      'packages/ui',
      'packages/api-client',
      'apps/server',
      'apps/web',
      'apps/backoffice',
      'apps/studio',
      'apps/sportsbook',
    ],
  },
});

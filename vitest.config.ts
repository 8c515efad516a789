import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'packages/seamless-client',
      'packages/fair',
      'packages/sportsbook-ui',
      'apps/server',
      'apps/web',
      'apps/studio',
      'apps/sportsbook',
    ],
  },
});

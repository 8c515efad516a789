import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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

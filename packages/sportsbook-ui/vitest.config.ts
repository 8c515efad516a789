import { defineProject } from 'vitest/config';

// The sportsbook's pure parts (the betslip's maths and store, formats, the feed store, routes).
export default defineProject({
  test: { name: 'sportsbook-ui', environment: 'node', include: ['src/**/*.test.ts'] },
});

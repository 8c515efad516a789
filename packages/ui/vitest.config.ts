import { defineProject } from 'vitest/config';

// The design system's components, rendered in jsdom.
export default defineProject({
  test: { name: 'ui', environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'], setupFiles: ['./src/test-setup.ts'] },
});

import { defineProject } from 'vitest/config';

export default defineProject({ test: { name: 'fair', environment: 'node' } });

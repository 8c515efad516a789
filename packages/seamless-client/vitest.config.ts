import { defineProject } from 'vitest/config';

export default defineProject({ test: { name: 'seamless-client', environment: 'node' } });

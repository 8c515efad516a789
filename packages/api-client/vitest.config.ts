import { defineProject } from 'vitest/config';

// The browsers' API client: requests, errors, the one refresh and retry on 401, token claims.
export default defineProject({ test: { name: 'api-client', environment: 'node' } });

import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../scripts/vite-precompress';

const api = 'http://127.0.0.1:8080';

/** As in apps/web: react-router's exports pick its development build; builds take the production one. */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router')),
  '../production/index.mjs',
);

/**
 * The staff console: served by the platform under /backoffice/ (apps/server/src/plugins/web.ts),
 * on the player site's origin, from its own build folder.
 */
export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/backoffice/',
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  server: {
    port: 5174,
    proxy: { '/api': { target: api, changeOrigin: false } },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    // A desktop work tool, cached for good once loaded: its shell is one script (React, the router,
    // TanStack Query, i18next, zod), about 165 kB gzip, and its screens load as they are opened.
    chunkSizeWarningLimit: 600,
  },
}));

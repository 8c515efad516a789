import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from '../../scripts/vite-precompress';

const api = 'http://127.0.0.1:8080';

/**
 * react-router's package exports resolve every bundler to its development build, whose only
 * difference is ENABLE_DEV_WARNINGS = true (remix-run/react-router#14102): the warnings and their
 * texts then ship to players. Builds take the identical production build instead.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router')),
  '../production/index.mjs',
);

/**
 * The service worker (src/sw.js, a plain script) goes to the build's root as /sw.js, named after
 * the build: a hash of every file name the build writes (hashed chunks included) replaces its
 * __BUILD__, so a release with new files is a new worker, which drops the old caches
 * (docs/decisions/040-installable-app.md).
 */
const serviceWorker = (): Plugin => ({
  name: 'service-worker',
  apply: 'build',
  generateBundle(_, bundle) {
    const version = createHash('sha256').update(Object.keys(bundle).sort().join('\n')).digest('hex').slice(0, 12);
    const source = readFileSync(fileURLToPath(new URL('./src/sw.js', import.meta.url)), 'utf8');
    this.emitFile({
      type: 'asset',
      fileName: 'sw.js',
      source: source.replace("const VERSION = '__BUILD__'", `const VERSION = '${version}'`),
    });
  },
});

export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss(), serviceWorker(), precompress()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  server: {
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/dev': { target: api, changeOrigin: false },
      '/services': { target: api, changeOrigin: false },
      '/frontend-service': { target: api, changeOrigin: false },
    },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    // terser packs the entry ~3 % tighter than esbuild: what keeps the first page under its budget.
    minify: 'terser',
    // The modulepreload polyfill (~270 B gzip of the first page) has nothing to do here: index.html
    // lists no modulepreload link, and the preload helper of the lazy chunks falls back to
    // rel="preload" by itself where a browser lacks modulepreload.
    modulePreload: { polyfill: false },
    // Chunks are named by their hash alone, of 7 characters (the least rollup allows for this
    // many chunks): the first page lists every lazy chunk's name; the words in them would cost
    // it ~1 kB, the default 8-character hash ~0.2 kB more (bench/web-bundle).
    rollupOptions: { output: { chunkFileNames: 'assets/[hash:7].js' } },
  },
}));

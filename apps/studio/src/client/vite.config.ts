import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The game client, served by the studio under /game/ (see src/plugins/client.ts).
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/game/',
  plugins: [react()],
  server: { proxy: { '/api': 'http://127.0.0.1:8081', '/play': 'http://127.0.0.1:8081' } },
  build: {
    outDir: fileURLToPath(new URL('../../dist/client', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
  },
});

import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The embeddable sportsbook client, served by the sportsbook under /client/ (see src/plugins/client.ts).
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/client/',
  plugins: [react()],
  server: { proxy: { '/api': 'http://127.0.0.1:8082' } },
  build: {
    outDir: fileURLToPath(new URL('../../dist/client', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: { input: fileURLToPath(new URL('index.html', import.meta.url)) },
  },
});

// Measures what the first page really loads: serves the built web app, opens it in
// Chromium, records every JavaScript and CSS file fetched, and sums their gzipped sizes.
import { readFileSync, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const TARGET_JS_GZIP_BYTES = 150 * 1024;
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

export async function measureFirstPage(distDir, pagePath = '/slots/casino') {
  if (!existsSync(path.join(distDir, 'index.html'))) throw new Error(`no build in ${distDir}: run npm run build`);
  const server = createServer((req, res) => {
    const urlPath = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const file = path.join(distDir, urlPath);
    const isAsset = file.startsWith(distDir) && path.extname(file) && existsSync(file);
    if (urlPath.startsWith('/api/')) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"code":"not_found","message":"bench"}');
      return;
    }
    const served = isAsset ? file : path.join(distDir, 'index.html');
    // Without the right type the browser refuses module scripts, and lazy chunks never load.
    res
      .writeHead(200, { 'content-type': TYPES[path.extname(served)] ?? 'application/octet-stream' })
      .end(readFileSync(served));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();

  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const files = new Set();
  try {
    const page = await browser.newPage();
    // A page that fails to load its chunks would measure small: say so.
    page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
    page.on('console', (message) => message.type() === 'error' && console.error(`console error: ${message.text()}`));
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (/\.(js|css)$/.test(url.pathname)) files.add(url.pathname);
    });
    await page.goto(`http://127.0.0.1:${port}${pagePath}`, { waitUntil: 'networkidle' });
  } finally {
    await browser.close();
    server.close();
  }

  const sizes = [...files].map((file) => {
    const body = readFileSync(path.join(distDir, file));
    return { file, bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length };
  });
  const sum = (ext, key) => sizes.filter((s) => s.file.endsWith(ext)).reduce((total, s) => total + s[key], 0);
  return {
    page: pagePath,
    js: {
      files: sizes.filter((s) => s.file.endsWith('.js')).length,
      bytes: sum('.js', 'bytes'),
      gzipBytes: sum('.js', 'gzipBytes'),
    },
    css: {
      files: sizes.filter((s) => s.file.endsWith('.css')).length,
      bytes: sum('.css', 'bytes'),
      gzipBytes: sum('.css', 'gzipBytes'),
    },
    targetJsGzipBytes: TARGET_JS_GZIP_BYTES,
    withinTarget: sum('.js', 'gzipBytes') <= TARGET_JS_GZIP_BYTES,
    files: sizes,
  };
}

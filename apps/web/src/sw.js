/* global self, caches */
// The installable app's service worker (docs/decisions/040-installable-app.md), hand-written.
// - The shell (the page, the manifest, the icons, the offline page) is cached at install.
// - Vite's hashed files under /assets/ never change: cache-first, cached as they are fetched.
// - Pages: network-first, the offline page when the network fails. Pages are never cached.
// - Everything else (the API, the lobby's pictures, the game and sportsbook providers, anything
//   not GET, other origins) is not touched: it goes to the network as without a worker.
// The build writes its own hash over __BUILD__ (vite.config.ts): each release gets new caches, and
// the old ones are deleted when it takes over.
const VERSION = '__BUILD__';
const SHELL_CACHE = `shell-${VERSION}`;
const ASSET_CACHE = `assets-${VERSION}`;
const OFFLINE_PAGE = '/offline.html';
const SHELL = [
  '/index.html',
  OFFLINE_PAGE,
  '/manifest.webmanifest',
  '/favicon.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/icons/maskable-512.png',
  '/icons/apple-touch-icon.png',
];
/** Never handled by the worker, even as a page: the API, the content and the providers' endpoints. */
const NEVER = [
  '/api/',
  '/slide/',
  '/carousel/',
  '/content/',
  '/services/',
  '/frontend-service/',
  '/seamless/',
  '/providers/',
  '/sandbox/',
  '/backoffice/',
  '/dev/',
];

/**
 * How the worker answers one request: 'asset' (cache-first), 'shell' (cache-first, precached),
 * 'page' (network-first, offline page as fallback), or 'network' (not handled at all).
 */
function routeFor(method, url, mode, origin) {
  if (method !== 'GET') return 'network';
  const { origin: requestOrigin, pathname } = new URL(url);
  if (requestOrigin !== origin) return 'network';
  if (NEVER.some((prefix) => pathname.startsWith(prefix))) return 'network';
  if (pathname.startsWith('/assets/')) return 'asset';
  if (SHELL.includes(pathname)) return 'shell';
  if (mode === 'navigate') return 'page';
  return 'network';
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      // Past the browser's HTTP cache: the shell of this release, not an older copy.
      .then((cache) => cache.addAll(SHELL.map((path) => new Request(path, { cache: 'reload' }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((name) => name !== SHELL_CACHE && name !== ASSET_CACHE).map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

async function cacheFirst(request, cacheName) {
  const cache = await caches.open(cacheName);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  // Only whole, successful answers: never an error page or a partial (range) response.
  if (response.ok && response.status === 200 && response.type === 'basic') await cache.put(request, response.clone());
  return response;
}

async function networkFirstPage(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const offline = await caches.match(OFFLINE_PAGE);
    if (offline) return offline;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const route = routeFor(request.method, request.url, request.mode, self.location.origin);
  if (route === 'asset') event.respondWith(cacheFirst(request, ASSET_CACHE));
  else if (route === 'shell') event.respondWith(cacheFirst(request, SHELL_CACHE));
  else if (route === 'page') event.respondWith(networkFirstPage(request));
  // 'network': no respondWith, the browser fetches as if there were no worker.
});

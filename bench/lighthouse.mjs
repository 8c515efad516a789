// Lighthouse on the built site (issue #24), on demand only: starts the real platform as the
// browser journeys do (apps/web/e2e/serve.mjs: embedded PostgreSQL in a temporary folder, the
// studio and the sportsbook beside it), runs the `lighthouse` package against Debian's Chromium
// with its phone profile (a Moto G Power's screen, slow 4G and a 4× slower CPU, simulated) on the
// home page and the lobby, and reports the four categories' scores. Lighthouse 12 has no PWA
// category any more: installability is read from Chromium itself (Page.getInstallabilityErrors),
// with the manifest's icons and whether the service worker took control.
// Usage: npm run build && node bench/run.mjs lighthouse
// Each page is audited LIGHTHOUSE_RUNS times (5), and the run of median performance reported.
// Ports: LIGHTHOUSE_PORT (8291, and the two after it for the studio and the sportsbook), LIGHTHOUSE_PG_PORT (54491).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CHROMIUM = '/usr/bin/chromium';
const PAGES = { home: '/', lobby: '/slots/casino' };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);

async function waitFor(url, ms) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s`);
}

/** The platform on ports of its own, as the browser journeys start it; resolves to a stop function. */
async function startSite(root, port) {
  const site = spawn(process.execPath, [path.join(root, 'apps/web/e2e/serve.mjs')], {
    cwd: path.join(root, 'apps/web'),
    env: {
      ...process.env,
      E2E_PORT: String(port),
      E2E_PG_PORT: process.env.LIGHTHOUSE_PG_PORT ?? '54491',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => site.on('exit', resolve));
  await Promise.race([
    waitFor(`http://localhost:${port}/api/health`, 180_000),
    exited.then(() => Promise.reject(new Error('the site stopped while starting'))),
  ]);
  return async () => {
    site.kill('SIGTERM');
    await exited;
  };
}

/** Chromium's own verdict on installing the page as an app, once the service worker controls it. */
async function installability(url) {
  // A profile of its own: Chromium refuses to install from an incognito (Playwright's default) context.
  const profile = mkdtempSync(path.join(tmpdir(), 'casino-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu'],
    viewport: { width: 412, height: 823 },
    isMobile: true,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(url, { waitUntil: 'load' });
    const serviceWorker = await page.evaluate(() =>
      Promise.race([
        navigator.serviceWorker.ready.then((registration) => registration.active?.scriptURL ?? null),
        new Promise((resolve) => setTimeout(() => resolve(null), 15_000)),
      ]),
    );
    // A second visit: the page under the worker's control.
    await page.reload({ waitUntil: 'load' });
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    const { url: manifestUrl, errors: manifestErrors, data } = await cdp.send('Page.getAppManifest');
    const manifest = data ? JSON.parse(data) : null;
    return {
      installable: installabilityErrors.length === 0,
      installabilityErrors: installabilityErrors.map((error) => error.errorId),
      manifest: manifestUrl ? new URL(manifestUrl).pathname : null,
      manifestErrors: manifestErrors.map((error) => error.message),
      icons: manifest?.icons?.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`) ?? [],
      serviceWorker: serviceWorker ? new URL(serviceWorker).pathname : null,
      controlled: await page.evaluate(() => navigator.serviceWorker.controller !== null),
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

async function audit(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-dev-shm-usage'],
  });
  try {
    // Lighthouse's default settings are its phone profile (formFactor mobile, simulated throttling).
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    const { lhr } = result;
    if (process.env.LIGHTHOUSE_REPORT_DIR)
      writeFileSync(
        path.join(process.env.LIGHTHOUSE_REPORT_DIR, `${new URL(url).pathname.replaceAll('/', '_')}.json`),
        result.report,
      );
    const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]));
    const metric = (id) => lhr.audits[id]?.numericValue;
    // What cost points, to look at first: the failed audits that weigh in a category.
    const weighed = new Set(
      CATEGORIES.flatMap(
        (id) => lhr.categories[id]?.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id) ?? [],
      ),
    );
    const failed = Object.values(lhr.audits)
      .filter((a) => weighed.has(a.id) && a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
      .map((a) => a.id);
    return {
      scores,
      metricsMs: {
        firstContentfulPaint: Math.round(metric('first-contentful-paint') ?? 0),
        largestContentfulPaint: Math.round(metric('largest-contentful-paint') ?? 0),
        totalBlockingTime: Math.round(metric('total-blocking-time') ?? 0),
      },
      cumulativeLayoutShift: Number((metric('cumulative-layout-shift') ?? 0).toFixed(3)),
      failed,
      runtimeError: lhr.runtimeError?.message,
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
  }
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is run again, not scored 0. */
async function auditRecorded(url, attempts = 3) {
  const result = await audit(url);
  return result.runtimeError && attempts > 1 ? auditRecorded(url, attempts - 1) : result;
}

export async function benchLighthouse(root) {
  const port = Number(process.env.LIGHTHOUSE_PORT ?? 8291);
  const stop = await startSite(root, port);
  try {
    const base = `http://localhost:${port}`;
    // First, as a player's browser would: it also warms the just-started servers up, so the
    // audits measure the page and not the platform's first seconds (its catalogue's first sync).
    const pwa = await installability(`${base}/`);
    const pages = {};
    for (const [name, pagePath] of Object.entries(PAGES)) {
      // Lighthouse's own advice against run-to-run noise: the median of several runs.
      const runs = [];
      for (let run = 0; run < RUNS; run++) runs.push(await auditRecorded(base + pagePath));
      runs.sort((a, b) => a.scores.performance - b.scores.performance);
      const median = runs[Math.floor(runs.length / 2)];
      pages[name] = { path: pagePath, ...median, performanceRuns: runs.map((r) => r.scores.performance) };
    }
    return {
      lighthouse: (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version,
      profile: 'mobile (Lighthouse default: Moto G Power screen, simulated slow 4G, 4x CPU slowdown)',
      pages,
      pwa,
    };
  } finally {
    await stop();
  }
}

// Bundles the three servers into plain JavaScript that node runs without a loader
// (decision 049): apps/<app>/build/main.js, which `npm start` and the images run, and each
// app's command-line tools (src/cli/x.ts → build/cli/x.js). The workspace packages (@casino/*) are
// TypeScript sources and go into each bundle; every other package stays external, loaded
// from node_modules as npm installed it for the machine (the embedded PostgreSQL's binaries,
// argon2's native module). An image installs only an app's production dependencies, so the
// build fails when a bundle imports a package that is not one of them.
//
// Usage: node scripts/build-servers.mjs [apps/server …]   (all three by default)
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const SERVERS = ['apps/server', 'apps/studio', 'apps/sportsbook'];

/**
 * A server's entries, from its src/: main.ts, and the platform's command-line tools
 * (reconcile, chain, …: every src/cli/*.ts but the tests), which its image can run too.
 */
const entriesOf = (folder) => [
  'main.ts',
  ...(folder === 'apps/server'
    ? readdirSync(path.join(root, folder, 'src/cli'))
        .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
        .map((name) => `cli/${name}`)
    : []),
];

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** The workspace packages' folders by name (@casino/contracts → packages/contracts). */
const workspaces = new Map(
  ['apps', 'packages'].flatMap((dir) =>
    readdirSync(path.join(root, dir))
      .map((name) => path.join(root, dir, name))
      .filter((folder) => existsSync(path.join(folder, 'package.json')))
      .map((folder) => [readJson(path.join(folder, 'package.json')).name, folder]),
  ),
);

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

const isBuiltin = (specifier) => specifier.startsWith('node:') || builtinModules.includes(packageOf(specifier));

/** What `npm ci --omit=dev -w <app>` installs: the app's dependencies and those of its workspace packages. */
function runtimeDependencies(folder, found = new Set()) {
  for (const name of Object.keys(readJson(path.join(folder, 'package.json')).dependencies ?? {})) {
    if (found.has(name)) continue;
    found.add(name);
    if (workspaces.has(name)) runtimeDependencies(workspaces.get(name), found);
  }
  return found;
}

/** Bare imports stay imports, unless they name a workspace package: its sources are bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) =>
      workspaces.has(packageOf(specifier)) ? undefined : { path: specifier, external: true },
    );
  },
};

async function buildServer(folder) {
  const appDir = path.join(root, folder);
  const outdir = path.join(appDir, 'build');
  rmSync(outdir, { recursive: true, force: true });
  const { metafile } = await build({
    absWorkingDir: root,
    entryPoints: entriesOf(folder).map((entry) => path.join(appDir, 'src', entry)),
    outbase: path.join(appDir, 'src'),
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Not minified: a stack trace names the real functions, and the bundle reads as the sources.
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
    plugins: [externalPackages],
  });

  const allowed = runtimeDependencies(appDir);
  const missing = new Set();
  for (const output of Object.values(metafile.outputs)) {
    for (const { path: specifier, external } of output.imports) {
      if (external && !isBuiltin(specifier) && !allowed.has(packageOf(specifier))) missing.add(packageOf(specifier));
    }
  }
  if (missing.size > 0) {
    throw new Error(
      `${folder}'s bundle imports ${[...missing].join(', ')}, which ${folder}/package.json does not list in its ` +
        'dependencies (nor do the workspace packages it depends on): its image would not install them.',
    );
  }
  for (const file of Object.keys(metafile.outputs).filter((file) => file.endsWith('.js'))) {
    process.stdout.write(`${file}  ${(statSync(path.join(root, file)).size / 1024).toFixed(0)} kB\n`);
  }
}

const chosen = process.argv.slice(2).map((folder) => folder.replace(/\/$/, ''));
const unknown = chosen.filter((folder) => !SERVERS.includes(folder));
if (unknown.length > 0) throw new Error(`Not a server: ${unknown.join(', ')} (one of ${SERVERS.join(', ')})`);
for (const folder of chosen.length > 0 ? chosen : SERVERS) await buildServer(folder);

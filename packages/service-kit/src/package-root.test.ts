import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { packageRootOf } from './package-root.js';

describe('packageRootOf', () => {
  // An app as the repository lays it out: its sources deep in src/, its bundle in build/.
  const root = mkdtempSync(path.join(tmpdir(), 'package-root-'));
  const app = path.join(root, 'apps', 'server');
  mkdirSync(path.join(app, 'src', 'modules', 'content'), { recursive: true });
  mkdirSync(path.join(app, 'build', 'cli'), { recursive: true });
  writeFileSync(path.join(root, 'package.json'), '{}');
  writeFileSync(path.join(app, 'package.json'), '{}');
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const url = (...parts: string[]) => pathToFileURL(path.join(app, ...parts)).href;

  it('finds the same folder from a source module and from the bundles', () => {
    expect(packageRootOf(url('src', 'modules', 'content', 'content.shipped.ts'))).toBe(app);
    expect(packageRootOf(url('build', 'main.js'))).toBe(app);
    expect(packageRootOf(url('build', 'cli', 'reconcile.js'))).toBe(app);
  });

  it('stops at the nearest package.json, not the repository root', () => {
    expect(packageRootOf(url('package.json'))).toBe(app);
    expect(packageRootOf(pathToFileURL(path.join(root, 'apps', 'x.js')).href)).toBe(root);
  });

  it("finds this package's own folder", () => {
    expect(packageRootOf(import.meta.url)).toBe(path.resolve(import.meta.dirname, '..'));
  });
});

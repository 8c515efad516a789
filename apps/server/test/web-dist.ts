import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A web build of a few files (an index.html and `files`, by path) in a folder of its own, for WEB_DIST. */
export function fakeWebDist(files: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'casino-dist-'));
  for (const [name, text] of Object.entries({ 'index.html': '<!doctype html><title>casino</title>', ...files })) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

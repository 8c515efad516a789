import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder of the package a module belongs to: the nearest one above it that holds a
 * package.json. A server reads its files (client builds, shipped content) from there, so
 * that the same path holds whether it runs its TypeScript sources (`src/…/x.ts`, through
 * tsx) or its bundle (`build/main.js`, which `npm start` and the images run), whose module
 * sits at another depth.
 */
export function packageRootOf(moduleUrl: string): string {
  const start = path.dirname(fileURLToPath(moduleUrl));
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${start}`);
  }
}

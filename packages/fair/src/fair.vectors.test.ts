import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { computeFairVectors } from './fair.vectors.js';

const run = promisify(execFile);
const vectorsFile = fileURLToPath(new URL('./fair.vectors.json', import.meta.url));
const script = fileURLToPath(new URL('../scripts/verify-vectors.mjs', import.meta.url));

describe('provably-fair test vectors', () => {
  it('the engine reproduces the committed vectors exactly', () => {
    const committed = JSON.parse(readFileSync(vectorsFile, 'utf8')) as { vectors: unknown };
    expect(computeFairVectors()).toEqual(committed.vectors);
  });

  it('the independent script reproduces them too', async () => {
    const { stdout } = await run(process.execPath, [script, vectorsFile]);
    expect(stdout).toMatch(/verified 4 provably-fair vectors/);
  });

  it('the independent script fails on a tampered vector', async () => {
    const tampered = JSON.parse(readFileSync(vectorsFile, 'utf8')) as {
      vectors: Array<{ draws: Array<{ values: number[] }> }>;
    };
    const values = tampered.vectors[0]!.draws[0]!.values;
    values[0] = (values[0]! + 1) % 37;
    const file = join(mkdtempSync(join(tmpdir(), 'vectors-')), 'tampered.json');
    writeFileSync(file, JSON.stringify(tampered));
    await expect(run(process.execPath, [script, file])).rejects.toMatchObject({ code: 1 });
  });
});

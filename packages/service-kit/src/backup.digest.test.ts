import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { expect, it } from 'vitest';
import { RowDigest } from './backup.digest.js';

/** The digest of `text` fed in `chunks` pieces of the given size. */
async function digestOf(text: string, chunkSize = 1_000) {
  const bytes = Buffer.from(text);
  const chunks = [];
  for (let at = 0; at < bytes.length; at += chunkSize) chunks.push(bytes.subarray(at, at + chunkSize));
  const digest = new RowDigest();
  let passed = 0;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      passed += chunk.length;
      done();
    },
  });
  await pipeline(Readable.from(chunks), digest, sink);
  return { rows: digest.rows, sha256: digest.sha256, passed };
}

const rows = ['1\tAlice\t2026-01-02 10:00:00+00', '2\tBob\t\\N', '3\tline\\nbreak\t{"a": 1}'];

it('counts rows and passes every byte on, whatever the chunks', async () => {
  const text = `${rows.join('\n')}\n`;
  const whole = await digestOf(text);
  expect(whole).toMatchObject({ rows: 3, passed: Buffer.byteLength(text) });
  for (const size of [1, 2, 7]) expect(await digestOf(text, size)).toEqual(whole);
});

it('does not depend on the order of the rows, and changes with any row', async () => {
  const digest = (lines: string[]) =>
    digestOf(lines.map((line) => `${line}\n`).join('')).then((result) => result.sha256);
  expect(await digest([...rows].reverse())).toBe(await digest(rows));
  expect(await digest([rows[0]!, rows[1]!, rows[2]!.replace('1', '2')])).not.toBe(await digest(rows));
  // A row twice is not the row once: the sum is not a XOR.
  expect(await digest([rows[0]!, rows[0]!])).not.toBe(await digest([]));
  expect(await digest([])).toBe('0'.repeat(64));
  expect((await digestOf('')).rows).toBe(0);
});

it('refuses data that ends inside a row', async () => {
  await expect(digestOf('1\tAlice\n2\tBo')).rejects.toThrow('the data ends inside a row');
});

#!/usr/bin/env node
/**
 * Independent check of @casino/fair's provably-fair derivation. It shares no code with the
 * package: it re-implements the published specification below with node:crypto alone and
 * compares its results with src/fair.vectors.json. Exit code 0 = all match.
 *
 * Specification
 * - Server seed: 32 random bytes written as 64 lowercase hex characters. That TEXT is
 *   committed before play as SHA-256(text) in hex, and is the HMAC key.
 * - Byte stream of a round: block c (c = 0, 1, 2, …) is
 *   HMAC-SHA256(key = server seed text, message = `${clientSeed}:${nonce}:${c}`) (32 bytes);
 *   the blocks are read in order, byte by byte.
 * - int(n), 1 <= n <= 2^32: if n = 1 the result is 0 and nothing is read. Otherwise
 *   k = ceil(log2 n) bits; read ceil(k / 8) bytes as a big-endian integer, keep its low k
 *   bits; if the value is < n it is the result, else it is discarded and int(n) reads again.
 * - float(): read 7 bytes as a big-endian integer, keep its first (high) 52 bits, divide by 2^52.
 * - shuffle(a): for i from a.length - 1 down to 1: j = int(i + 1); swap a[i] and a[j].
 *
 * Usage: node scripts/verify-vectors.mjs [path/to/fair.vectors.json]
 */
import { createHash, createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';

const file = process.argv[2] ?? new URL('../src/fair.vectors.json', import.meta.url);
const { vectors } = JSON.parse(readFileSync(file, 'utf8'));

function stream(serverSeed, clientSeed, nonce) {
  let cursor = 0;
  let bytes = Buffer.alloc(0);
  let at = 0;
  const next = () => {
    if (at === bytes.length) {
      bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${cursor}`).digest();
      cursor += 1;
      at = 0;
    }
    return BigInt(bytes[at++]);
  };
  const readBig = (count) => {
    let value = 0n;
    for (let i = 0; i < count; i++) value = (value << 8n) | next();
    return value;
  };
  const int = (n) => {
    const big = BigInt(n);
    if (big === 1n) return 0;
    let k = 0;
    while (1n << BigInt(k) < big) k += 1;
    for (;;) {
      const value = readBig(Math.ceil(k / 8)) & ((1n << BigInt(k)) - 1n);
      if (value < big) return Number(value);
    }
  };
  const float = () => Number(readBig(7) >> 4n) / 2 ** 52;
  const shuffle = (items) => {
    for (let i = items.length - 1; i > 0; i--) {
      const j = int(i + 1);
      [items[i], items[j]] = [items[j], items[i]];
    }
    return items;
  };
  return { next, int, float, shuffle };
}

const failures = [];
const check = (label, expected, actual) => {
  if (JSON.stringify(expected) !== JSON.stringify(actual))
    failures.push(`${label}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
};

for (const [index, v] of vectors.entries()) {
  const label = `vector ${index}`;
  check(`${label} hash`, v.serverSeedHash, createHash('sha256').update(v.serverSeed).digest('hex'));
  const first = stream(v.serverSeed, v.clientSeed, v.nonce);
  check(
    `${label} first block`,
    v.firstBlock,
    Array.from({ length: 32 }, () => first.next().toString(16).padStart(2, '0')).join(''),
  );
  const s = stream(v.serverSeed, v.clientSeed, v.nonce);
  for (const [d, draw] of v.draws.entries()) {
    let actual;
    if (draw.op === 'int') actual = draw.values.map(() => s.int(draw.n));
    else if (draw.op === 'float') actual = draw.values.map(() => s.float());
    else if (draw.op === 'shuffle') actual = s.shuffle(Array.from({ length: draw.n }, (_, i) => i));
    else actual = `unknown op ${draw.op}`;
    check(`${label} draw ${d} (${draw.op})`, draw.values, actual);
  }
}

if (vectors.length === 0) failures.push('no vectors in the file');
if (failures.length > 0) {
  process.stderr.write(`${failures.join('\n')}\n`);
  process.exit(1);
}
process.stdout.write(`verified ${vectors.length} provably-fair vectors\n`);

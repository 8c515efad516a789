/**
 * The one place where random bytes become game outcomes. Every source (provably fair,
 * node:crypto, the seeded simulator) only supplies blocks of bytes; the scaling below is
 * shared, so an outcome is derived the same way whoever supplies the bytes, and the
 * derivation is exactly the one published in scripts/verify-vectors.mjs:
 *
 * - int(n): k = ceil(log2 n) bits; read ceil(k / 8) bytes big-endian, keep the low k bits,
 *   accept if < n, otherwise discard those bytes and read again (rejection sampling: a
 *   modulo or a float floor would favour some outcomes). n = 1 reads nothing.
 * - float(): read 7 bytes big-endian, keep the first 52 bits, divide by 2^52: [0, 1).
 * - shuffle(a): Fisher-Yates from the last index down: j = int(i + 1), swap a[i] and a[j].
 */

/** A stream of random outcomes. */
export interface Rng {
  /** The next byte of the stream (0..255). */
  byte(): number;
  /** A uniform integer in [0, n), 1 <= n <= 2^32, unbiased by rejection. */
  int(n: number): number;
  /** A uniform float in [0, 1) with 52 random bits. */
  float(): number;
  /** Shuffles the array in place (Fisher-Yates) and returns it. */
  shuffle<T>(items: T[]): T[];
}

/** Fills `block` with the bytes of block number `index` (0, 1, 2, …) of a stream. */
export type BlockFiller = (block: Uint8Array, index: number) => void;

const TWO_POW_32 = 2 ** 32;
const TWO_POW_52 = 2 ** 52;

class BlockRng implements Rng {
  private readonly block: Uint8Array;
  private position: number;
  private index = 0;

  constructor(
    private readonly fill: BlockFiller,
    blockSize: number,
  ) {
    this.block = new Uint8Array(blockSize);
    this.position = blockSize; // empty: the first read fills block 0
  }

  byte(): number {
    if (this.position === this.block.length) {
      this.fill(this.block, this.index++);
      this.position = 0;
    }
    return this.block[this.position++]!;
  }

  int(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > TWO_POW_32)
      throw new RangeError(`int(n) needs an integer 1..2^32, got ${n}`);
    if (n === 1) return 0;
    const bits = n === TWO_POW_32 ? 32 : 32 - Math.clz32(n - 1);
    if (bits <= 8) {
      // The common case (reel strips, wheels, decks): one byte per attempt.
      const mask = (1 << bits) - 1;
      for (;;) {
        const x = this.byte() & mask;
        if (x < n) return x;
      }
    }
    const bytes = (bits + 7) >>> 3;
    const range = 2 ** bits;
    for (;;) {
      let x = 0;
      for (let i = 0; i < bytes; i++) x = x * 256 + this.byte();
      x %= range; // keeps the low `bits` bits of a power-of-two range: exact, not a bias
      if (x < n) return x;
    }
  }

  float(): number {
    let hi = 0;
    for (let i = 0; i < 3; i++) hi = hi * 256 + this.byte();
    let lo = 0;
    for (let i = 0; i < 4; i++) lo = lo * 256 + this.byte();
    // 24 bits + the first 28 of the next 32 = 52 bits, exact in a double.
    return (hi * 2 ** 28 + Math.floor(lo / 16)) / TWO_POW_52;
  }

  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const held = items[i]!;
      items[i] = items[j]!;
      items[j] = held;
    }
    return items;
  }
}

/** Builds an Rng over a source of numbered byte blocks. */
export function createBlockRng(fill: BlockFiller, blockSize: number): Rng {
  if (!Number.isInteger(blockSize) || blockSize < 8) throw new RangeError('blockSize must be an integer >= 8');
  return new BlockRng(fill, blockSize);
}

/**
 * Deterministic draws for the feed: every value is a hash of the seed and of the names of
 * what it is for (a sport, a tournament, a team index…), never the next number of a
 * stream. So a team's name or strength does not depend on how many other things were
 * drawn before it, and adding a sport or a tournament leaves the others as they were.
 * These draws only shape the catalogue; no price is ever drawn (prices come from models).
 */

export type SeedPart = string | number;

/** murmur3's 32-bit finaliser: spreads every input bit over the whole word. */
function mix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A 32-bit hash of the parts (FNV-1a over their text, a separator between parts, then mixed). */
export function hash32(...parts: readonly SeedPart[]): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    const text = String(part);
    for (let i = 0; i < text.length; i++) {
      h ^= text.charCodeAt(i);
      h = Math.imul(h, 0x01000193);
    }
    // The separator keeps ('ab', 'c') and ('a', 'bc') apart.
    h ^= 0x1f;
    h = Math.imul(h, 0x01000193);
  }
  return mix(h);
}

/** A uniform number in [0, 1) named by the parts. */
export function unit(...parts: readonly SeedPart[]): number {
  return hash32(...parts) / 2 ** 32;
}

/** A uniform integer in [0, n) named by the parts (n small: the modulo bias is below 1e-6). */
export function pick(n: number, ...parts: readonly SeedPart[]): number {
  return hash32(...parts) % n;
}

/**
 * A standard normal value named by the parts (Box-Muller on two independent hashes),
 * clamped to ±2.5 so that no generated team is absurdly far from its league.
 */
export function normal(...parts: readonly SeedPart[]): number {
  const u1 = (hash32(...parts, 'u1') + 1) / (2 ** 32 + 1); // (0, 1): log(0) never happens
  const u2 = unit(...parts, 'u2');
  const z = Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
  return Math.max(-2.5, Math.min(2.5, z));
}

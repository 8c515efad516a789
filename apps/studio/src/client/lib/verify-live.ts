/**
 * Recomputes a live round in the browser from its revealed seed, with WebCrypto only: the
 * seed's SHA-256 must be the hash published before bets opened, and the outcome is read
 * from HMAC-SHA256(server seed, "client seed:0:0") exactly as the server's engines do.
 */
const encoder = new TextEncoder();
const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');

async function block(serverSeed: string, message: string): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(serverSeed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(message)));
}

export async function sha256Hex(text: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
}

/** The roulette pocket: int(37) takes 6 bits of a byte and retries while >= 37. */
export async function rouletteFromSeed(serverSeed: string, clientSeed: string): Promise<number> {
  const bytes = await block(serverSeed, `${clientSeed}:0:0`);
  for (const byte of bytes) if ((byte & 63) < 37) return byte & 63;
  throw new Error('needs a second block'); // 32 misses in a row: probability ~1e-12
}

/** The crash point in hundredths: u = int(2^32) from 4 bytes, C = max(100, floor(99 * 2^32 / (2^32 - u))). */
export async function crashFromSeed(serverSeed: string, clientSeed: string): Promise<number> {
  const bytes = await block(serverSeed, `${clientSeed}:0:0`);
  const u = BigInt(new DataView(bytes.buffer).getUint32(0));
  const two32 = 2n ** 32n;
  return Math.min(100_000, Math.max(100, Number((99n * two32) / (two32 - u))));
}

/** A byte stream over HMAC blocks 0, 1, 2… (the fair stream), for draws that need many bytes. */
async function stream(serverSeed: string, clientSeed: string) {
  let blockIndex = 0;
  let bytes: Uint8Array = new Uint8Array(0);
  let at = 0;
  return async () => {
    if (at === bytes.length) {
      bytes = await block(serverSeed, `${clientSeed}:0:${blockIndex++}`);
      at = 0;
    }
    return bytes[at++]!;
  };
}

/** The finishing order: each place a weighted draw (int over the remaining weights, by rejection). */
export async function raceFromSeed(serverSeed: string, clientSeed: string, weights: number[]): Promise<number[]> {
  const next = await stream(serverSeed, clientSeed);
  const left = weights.map((weight, index) => ({ index, weight }));
  const order: number[] = [];
  while (left.length > 0) {
    const total = left.reduce((sum, runner) => sum + runner.weight, 0);
    let pick = 0;
    if (total > 1) {
      const bits = 32 - Math.clz32(total - 1);
      do pick = (await next()) & ((1 << bits) - 1);
      while (pick >= total);
    }
    const at = left.findIndex((runner) => (pick -= runner.weight) < 0);
    order.push(left[at]!.index);
    left.splice(at, 1);
  }
  return order;
}

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

// Draws the installable app's icons (apps/web/public/icons/) from the brand mark of
// apps/web/src/components/ui/logo.tsx: a gold diamond on a navy tile. Pure JavaScript into RGBA,
// encoded as PNG with node:zlib: no native dependency. Run it again after changing the mark:
//   node scripts/make-app-icons.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/public/icons');

const NAVY = [0x13, 0x1c, 0x33];
const GOLD_FROM = [0xff, 0xe6, 0xa3];
const GOLD_TO = [0xc4, 0x87, 0x12];

/** Inside the diamond of centre (32, 32) reaching `half` units up/down and `half * 19/23` sideways (the logo's proportions). */
const inDiamond = (x, y, half) => Math.abs(x - 32) / ((half * 19) / 23) + Math.abs(y - 32) / half <= 1;

/** Inside the tile of 64 units with corners of radius `r` (0: square). */
function inTile(x, y, r) {
  if (x < 0 || y < 0 || x > 64 || y > 64) return false;
  const cx = Math.min(Math.max(x, r), 64 - r);
  const cy = Math.min(Math.max(y, r), 64 - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}

/** The colour at a point of the 64-unit mark, or null outside it. `scale` shrinks the diamond (maskable safe zone). */
function sample(x, y, { radius, scale }) {
  if (!inTile(x, y, radius)) return null;
  // The diamond's coordinates, shrunk around the centre.
  const dx = 32 + (x - 32) / scale;
  const dy = 32 + (y - 32) / scale;
  const gold = () => {
    const t = Math.min(Math.max((dx + dy - 18) / (110 - 18), 0), 1);
    return GOLD_FROM.map((c, i) => c + (GOLD_TO[i] - c) * t);
  };
  if (inDiamond(dx, dy, 5)) return gold();
  if (inDiamond(dx, dy, 11)) return NAVY;
  if (inDiamond(dx, dy, 23)) return gold();
  return NAVY;
}

/** RGBA pixels of the mark at `size` pixels, 4×4 samples a pixel for smooth edges. */
function draw(size, options) {
  const pixels = Buffer.alloc(size * size * 4);
  const n = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < n; sy++) {
        for (let sx = 0; sx < n; sx++) {
          const colour = sample(((px + (sx + 0.5) / n) * 64) / size, ((py + (sy + 0.5) / n) * 64) / size, options);
          if (!colour) continue;
          r += colour[0];
          g += colour[1];
          b += colour[2];
          a += 1;
        }
      }
      const at = (py * size + px) * 4;
      if (a > 0) {
        pixels[at] = Math.round(r / a);
        pixels[at + 1] = Math.round(g / a);
        pixels[at + 2] = Math.round(b / a);
      }
      pixels[at + 3] = Math.round((a / (n * n)) * 255);
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, k) => {
  let c = k;
  for (let i = 0; i < 8; i++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A truecolour-with-alpha PNG, each row with filter 0. */
function png(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const icons = [
  // The tile with the logo's rounded corners.
  { file: 'icon-192.png', size: 192, radius: 14, scale: 1 },
  { file: 'icon-512.png', size: 512, radius: 14, scale: 1 },
  // Maskable: a full square (the platform cuts its own shape) with the diamond inside the 80 % safe circle.
  { file: 'maskable-512.png', size: 512, radius: 0, scale: 0.8 },
  // iOS rounds the corners itself and shows transparency as black.
  { file: 'apple-touch-icon.png', size: 180, radius: 0, scale: 0.9 },
];

mkdirSync(out, { recursive: true });
for (const { file, size, ...options } of icons) {
  writeFileSync(path.join(out, file), png(size, draw(size, options)));
  console.log(`${path.relative(process.cwd(), path.join(out, file))} ${size}×${size}`);
}

// Writes each shipped banner's mirror image (<name>-rtl.svg) beside it: the art on the left, so
// that the title and text, on the start side (the right in Arabic), sit on the quiet part of the
// picture as they do on the left in the other languages. The banners hold no lettering, so a
// mirror reads true. Usage: node scripts/mirror-banners.mjs (after changing a banner).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/public/content/banners');

for (const name of readdirSync(dir).filter((file) => file.endsWith('.svg') && !file.endsWith('-rtl.svg'))) {
  const svg = readFileSync(path.join(dir, name), 'utf8');
  const width = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)?.[1]);
  const bodyStart = svg.indexOf('</defs>') + '</defs>'.length;
  const bodyEnd = svg.lastIndexOf('</svg>');
  if (!width || bodyStart < '</defs>'.length || bodyEnd < bodyStart)
    throw new Error(`${name}: not a banner of the expected shape`);
  const mirrored = `${svg.slice(0, bodyStart)}\n<g transform="matrix(-1 0 0 1 ${width} 0)">${svg.slice(bodyStart, bodyEnd)}</g>\n</svg>\n`;
  writeFileSync(path.join(dir, name.replace(/\.svg$/, '-rtl.svg')), mirrored);
}

import type { GameMeta } from '../../games/game.types.js';

/**
 * The 235x235 tile of each game, drawn here as SVG (no external asset, no font beyond the
 * system sans): the game's gradient, a glow, its motif, and its name.
 */

/** Two playing cards fanned out, the second edged in the accent colour: [rank, suit, colour] each. */
function twoCards(a: string, [r1, s1, c1]: string[], [r2, s2, c2]: string[]): string {
  return (
    `<g transform="rotate(-14 95 100)"><rect x="58" y="46" width="70" height="98" rx="9" fill="#fff"/>` +
    `<text x="70" y="72" font-family="'DejaVu Serif', serif" font-size="24" font-weight="700" fill="${c1}">${r1}</text>` +
    `<text x="93" y="112" text-anchor="middle" font-size="34" fill="${c1}">${s1}</text></g>` +
    `<g transform="rotate(12 150 100)"><rect x="112" y="46" width="70" height="98" rx="9" fill="#fff" stroke="${a}" stroke-width="3"/>` +
    `<text x="124" y="72" font-family="'DejaVu Serif', serif" font-size="24" font-weight="700" fill="${c2}">${r2}</text>` +
    `<text x="147" y="112" text-anchor="middle" font-size="34" fill="${c2}">${s2}</text></g>`
  );
}

const MOTIFS: Record<string, (accent: string) => string> = {
  pyramid: (a) =>
    `<path d="M117 40 L185 150 H49 Z" fill="${a}" opacity=".9"/><path d="M117 40 L185 150 H117 Z" fill="#000" opacity=".25"/>` +
    `<circle cx="117" cy="78" r="9" fill="#fff" opacity=".9"/><path d="M30 150 H205" stroke="${a}" stroke-width="3"/>`,
  skyline: (a) =>
    `<g fill="${a}" opacity=".9"><rect x="36" y="90" width="26" height="64"/><rect x="66" y="62" width="22" height="92"/>` +
    `<rect x="92" y="40" width="30" height="114"/><rect x="126" y="74" width="24" height="80"/><rect x="154" y="56" width="26" height="98"/>` +
    `<rect x="184" y="96" width="18" height="58"/></g><g fill="#fff" opacity=".7"><rect x="99" y="52" width="5" height="5"/>` +
    `<rect x="110" y="66" width="5" height="5"/><rect x="160" y="70" width="5" height="5"/><rect x="72" y="80" width="5" height="5"/></g>`,
  shield: (a) =>
    `<path d="M117 36 L170 56 V100 C170 132 146 152 117 162 C88 152 64 132 64 100 V56 Z" fill="${a}" opacity=".9"/>` +
    `<path d="M117 36 V162 M64 96 H170" stroke="#0b1220" stroke-width="6" opacity=".6"/><circle cx="117" cy="96" r="14" fill="#fff" opacity=".85"/>`,
  clover: (a) =>
    `<g fill="${a}">${[0, 90, 180, 270]
      .map((r) => `<ellipse cx="117" cy="72" rx="22" ry="30" transform="rotate(${r} 117 100)"/>`)
      .join('')}</g><path d="M117 104 C120 130 130 146 146 160" stroke="${a}" stroke-width="7" fill="none"/>` +
    `<circle cx="117" cy="100" r="8" fill="#fff" opacity=".8"/>`,
  leaf: (a) =>
    `<g fill="${a}" opacity=".9"><path d="M117 150 C60 130 50 70 117 36 C184 70 174 130 117 150 Z"/></g>` +
    `<path d="M117 150 V50 M117 80 L95 66 M117 104 L90 88 M117 80 L139 66 M117 104 L144 88" stroke="#0b1405" stroke-width="4" opacity=".6"/>`,
  pearls: (a) =>
    [
      [78, 70, 20],
      [150, 62, 16],
      [117, 112, 30],
      [70, 140, 14],
      [165, 130, 18],
    ]
      .map(
        ([x, y, r]) =>
          `<circle cx="${x}" cy="${y}" r="${r}" fill="${a}"/><circle cx="${x! - r! / 3}" cy="${y! - r! / 3}" r="${r! / 3}" fill="#fff" opacity=".8"/>`,
      )
      .join(''),
  snowflake: (a) =>
    `<g stroke="${a}" stroke-width="7" stroke-linecap="round">${[0, 60, 120]
      .map(
        (r) =>
          `<path d="M117 40 V160 M105 52 L117 64 L129 52 M105 148 L117 136 L129 148" transform="rotate(${r} 117 100)" fill="none"/>`,
      )
      .join('')}</g>`,
  steps: (a) =>
    `<g fill="${a}">${[0, 1, 2, 3]
      .map(
        (i) =>
          `<rect x="${50 + i * 17}" y="${150 - (i + 1) * 26}" width="${134 - i * 34}" height="26" opacity="${0.6 + i * 0.1}"/>`,
      )
      .join('')}</g><rect x="108" y="34" width="18" height="16" fill="#fff" opacity=".85"/>`,
  candy: (a) =>
    `<circle cx="117" cy="98" r="46" fill="${a}"/><path d="M117 52 A46 46 0 0 1 163 98 A23 23 0 0 1 117 98 A23 23 0 0 0 71 98 A46 46 0 0 1 117 52" fill="#fff" opacity=".55"/>` +
    `<path d="M71 98 L40 76 V120 Z M163 98 L194 76 V120 Z" fill="${a}" opacity=".8"/>`,
  crystal: (a) =>
    `<g fill="${a}"><path d="M117 30 L146 80 L117 160 L88 80 Z" opacity=".95"/><path d="M70 90 L88 112 L74 160 L56 112 Z" opacity=".75"/>` +
    `<path d="M164 90 L182 112 L168 160 L150 112 Z" opacity=".75"/></g><path d="M117 30 L117 160 L146 80 Z" fill="#fff" opacity=".3"/>`,
  wheel: (a) => {
    const slices = Array.from({ length: 18 }, (_, i) => {
      const a0 = (i * 20 * Math.PI) / 180;
      const a1 = ((i + 1) * 20 * Math.PI) / 180;
      const p = (t: number, r: number) => `${(117 + r * Math.cos(t)).toFixed(1)} ${(98 + r * Math.sin(t)).toFixed(1)}`;
      return `<path d="M117 98 L${p(a0, 62)} A62 62 0 0 1 ${p(a1, 62)} Z" fill="${i === 0 ? '#16a34a' : i % 2 ? '#b91c1c' : '#111827'}"/>`;
    }).join('');
    return `<circle cx="117" cy="98" r="68" fill="${a}"/>${slices}<circle cx="117" cy="98" r="26" fill="${a}"/><circle cx="150" cy="62" r="6" fill="#fff"/>`;
  },
  rocket: (a) =>
    `<path d="M30 160 C80 150 130 120 190 40" stroke="${a}" stroke-width="5" fill="none" stroke-linecap="round" opacity=".8"/>` +
    `<g transform="translate(178 52) rotate(40)"><path d="M0 -30 C12 -18 12 6 8 18 H-8 C-12 6 -12 -18 0 -30 Z" fill="#f8fafc"/>` +
    `<circle cy="-8" r="5" fill="${a}"/><path d="M-8 10 L-16 22 L-8 18 Z M8 10 L16 22 L8 18 Z" fill="${a}"/>` +
    `<path d="M-5 20 Q0 40 5 20 Z" fill="#fbbf24"/></g>` +
    `<text x="40" y="70" font-family="system-ui, 'DejaVu Sans', sans-serif" font-weight="900" font-size="30" fill="#fff" opacity=".9">×2.37</text>`,
  race: (a) =>
    `<path d="M20 150 H215 M20 118 H215 M20 86 H215" stroke="#fff" stroke-opacity=".25" stroke-width="2" stroke-dasharray="8 6"/>` +
    `<path d="M200 60 V160" stroke="#fff" stroke-width="4"/><g fill="${a}"><rect x="200" y="60" width="8" height="8"/><rect x="208" y="68" width="8" height="8"/></g>` +
    [
      [150, 70, '#ef4444'],
      [120, 102, '#3b82f6'],
      [95, 134, '#a855f7'],
    ]
      .map(
        ([x, y, c]) =>
          `<g transform="translate(${x} ${y})"><ellipse rx="26" ry="11" fill="#7c2d12"/><circle cx="24" cy="-10" r="9" fill="#7c2d12"/>` +
          `<path d="M-18 8 L-26 22 M-6 9 L-2 24 M10 9 L18 22 M20 6 L30 18" stroke="#7c2d12" stroke-width="4"/>` +
          `<circle cx="0" cy="-16" r="7" fill="${c}"/></g>`,
      )
      .join(''),
  balls: (a) =>
    [
      [70, 70, 17, '#ef4444'],
      [118, 58, 22, a],
      [165, 78, 16, '#3b82f6'],
      [92, 118, 20, '#22c55e'],
      [146, 126, 18, '#f97316'],
    ]
      .map(
        ([x, y, r, c]) =>
          `<circle cx="${x}" cy="${y}" r="${r}" fill="${c}"/><circle cx="${x}" cy="${y}" r="${Number(r) * 0.55}" fill="#fff"/>` +
          `<text x="${x}" y="${Number(y) + Number(r) * 0.22}" text-anchor="middle" font-family="system-ui, 'DejaVu Sans', sans-serif" font-weight="900" font-size="${Number(r) * 0.65}" fill="#111">${(Number(x) * 7) % 80 || 80}</text>`,
      )
      .join(''),
  cards: (a) => twoCards(a, ['9', '♥', '#b91c1c'], ['K', '♠', '#111']),
  // A blackjack: an ace and a king.
  blackjack: (a) => twoCards(a, ['A', '♠', '#111'], ['K', '♥', '#b91c1c']),
  dice: (a) =>
    `<g transform="rotate(-12 90 100)"><rect x="52" y="62" width="72" height="72" rx="14" fill="#fff"/>` +
    `${[
      [70, 80],
      [106, 116],
      [88, 98],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="7" fill="#0f0720"/>`)
      .join(
        '',
      )}</g><g transform="rotate(14 150 100)"><rect x="116" y="54" width="68" height="68" rx="13" fill="${a}"/>` +
    `${[
      [132, 70],
      [168, 70],
      [132, 106],
      [168, 106],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="6.5" fill="#0f0720"/>`)
      .join('')}</g>`,
};

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** The game's tile as an SVG document. */
export function gameArt(meta: GameMeta): string {
  const { from, to, accent, motif } = meta.theme;
  const draw = MOTIFS[motif] ?? MOTIFS.dice!;
  const size = meta.name.length > 14 ? 19 : 22;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="235" height="235" viewBox="0 0 235 235">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<radialGradient id="glow" cx=".5" cy=".42" r=".5"><stop offset="0" stop-color="${accent}" stop-opacity=".45"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient></defs>
<rect width="235" height="235" rx="18" fill="url(#bg)"/><rect width="235" height="235" rx="18" fill="url(#glow)"/>
${draw(accent)}
<rect x="0" y="172" width="235" height="63" fill="#000" opacity=".35"/>
<text x="117.5" y="208" text-anchor="middle" font-family="system-ui, 'DejaVu Sans', sans-serif" font-weight="800" font-size="${size}" fill="#fff" letter-spacing=".5">${escapeXml(meta.name)}</text>
<rect x="1" y="1" width="233" height="233" rx="17" fill="none" stroke="${accent}" stroke-opacity=".5" stroke-width="2"/>
</svg>`;
}

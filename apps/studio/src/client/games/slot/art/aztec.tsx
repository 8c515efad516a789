import type { ReactNode } from 'react';
import { m, r, type Material } from './materials';
import { OUTLINE, polygon, points, ScatterBadge, Shine, solid, WildBadge, type ThemeArt } from './shapes';

/** Aztec Avalanche: four masks in gold, jade, stone and clay; carved glyph tiles for the low symbols. */

function mask(material: Material, crest: Material) {
  return (
    <g>
      <path d="M14 30 L24 8 L36 22 L50 4 L64 22 L76 8 L86 30 Z" {...solid(m(crest), 2.5)} />
      <path d="M16 28 H84 Q88 60 72 80 Q62 92 50 92 Q38 92 28 80 Q12 60 16 28 Z" {...solid(m(material), 3)} />
      <path d="M16 28 H84 V36 H16 Z" {...solid(m(crest), 2)} />
      <path d="M26 46 H44 L40 54 H28 Z M56 46 H74 L72 54 H60 Z" fill={OUTLINE} />
      <circle cx="35" cy="50" r="2.5" fill="#fef3c7" />
      <circle cx="65" cy="50" r="2.5" fill="#fef3c7" />
      <path d="M46 52 L44 66 H56 L54 52" fill="none" stroke={OUTLINE} strokeWidth="2" strokeLinejoin="round" />
      <rect x="36" y="72" width="28" height="9" rx="2" fill={OUTLINE} />
      <path d="M41 72 V81 M46 72 V81 M51 72 V81 M56 72 V81 M61 72 V81" stroke="#fff" strokeWidth="1.5" opacity="0.7" />
      <path d="M16 44 L8 50 L16 58 M84 44 L92 50 L84 58" {...solid(m(crest), 2)} />
      <Shine cx={30} cy={40} rx={7} ry={2.5} rotate={0} />
    </g>
  );
}

/** A carved square tile with a glyph on it. */
function glyph(material: Material, carving: ReactNode) {
  return (
    <g>
      <rect x="12" y="12" width="76" height="76" rx="12" {...solid(m(material), 3)} />
      <rect
        x="19"
        y="19"
        width="62"
        height="62"
        rx="8"
        fill="none"
        stroke="#000"
        strokeOpacity="0.35"
        strokeWidth="3"
      />
      <g fill="none" stroke="#000" strokeOpacity="0.55" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round">
        {carving}
      </g>
      <g
        fill="none"
        stroke="#fff"
        strokeOpacity="0.35"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
        transform="translate(-1 -1)"
      >
        {carving}
      </g>
      <Shine cx={26} cy={22} rx={8} ry={2.5} rotate={0} />
    </g>
  );
}

const spiral = (
  <path d="M50 50 m0 -4 a4 4 0 1 1 -4 4 a8 8 0 0 1 8 -8 a12 12 0 0 1 12 12 a16 16 0 0 1 -16 16 a20 20 0 0 1 -20 -20" />
);
const fret = <path d="M28 70 V30 H72 V62 H42 V42 H60 V52" />;
const eye = (
  <>
    <path d="M26 50 Q50 28 74 50 Q50 72 26 50 Z" />
    <circle cx="50" cy="50" r="6" />
  </>
);
const sunCross = <path d="M50 28 V72 M28 50 H72 M36 36 L64 64 M64 36 L36 64" />;
const serpent = <path d="M26 36 L38 28 L50 36 L62 28 L74 36 M26 54 L38 46 L50 54 L62 46 L74 54 M30 72 H70" />;

const sunStone = (
  <g>
    <polygon points={points(polygon(50, 38, 28, 16, 22))} {...solid(m('gold'), 2)} />
    <circle cx="50" cy="38" r="21" {...solid(r('stone'), 2.5)} />
    <circle cx="50" cy="38" r="14" fill="none" stroke="#57534e" strokeWidth="2" />
    <circle cx="50" cy="38" r="9" {...solid(r('gold'), 2)} />
    <path d="M46 36 H48 M52 36 H54 M47 41 Q50 43 53 41" stroke={OUTLINE} strokeWidth="1.6" strokeLinecap="round" />
  </g>
);

const temple = (
  <g>
    {[0, 1, 2, 3].map((i) => (
      <rect key={i} x={22 + i * 6} y={52 - i * 8} width={56 - i * 12} height="8" {...solid(m('stone'), 1.8)} />
    ))}
    <rect x="42" y="16" width="16" height="12" {...solid(m('ruby'), 1.8)} />
    <path d="M40 16 H60 L56 12 H44 Z" {...solid(m('gold'), 1.5)} />
    <path d="M47 60 V30 H53 V60" fill="#78350f" stroke={OUTLINE} strokeWidth="1.2" />
  </g>
);

export const AZTEC: ThemeArt = {
  W: (
    <WildBadge plate="teal" ribbon="gold">
      {sunStone}
    </WildBadge>
  ),
  S: (
    <ScatterBadge burst="gold" disc="jade" ribbon="ruby">
      {temple}
    </ScatterBadge>
  ),
  P: mask('gold', 'teal'),
  R: mask('jade', 'gold'),
  G: mask('stone', 'ruby'),
  B: mask('clay', 'jade'),
  A: glyph('red', spiral),
  K: glyph('green', fret),
  Q: glyph('blue', eye),
  J: glyph('purple', sunCross),
  T: glyph('grey', serpent),
};

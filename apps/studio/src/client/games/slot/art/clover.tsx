import { m, r } from './materials';
import { Line, OUTLINE, royals, ScatterBadge, Shine, solid, WildBadge, type ThemeArt } from './shapes';

/** Lucky Clover: emerald, gold coins and a rainbow. */

const rainbow = (
  <g>
    {(['red', 'orange', 'amber', 'green', 'blue', 'purple'] as const).map((colour, i) => (
      <path
        key={colour}
        d={`M${10 + i * 6} 66 A${40 - i * 6} ${40 - i * 6} 0 0 1 ${90 - i * 6} 66`}
        fill="none"
        stroke={m(colour)}
        strokeWidth="6.5"
      />
    ))}
    <path d="M7 66 A43 43 0 0 1 93 66 M39 66 A11 11 0 0 1 61 66" fill="none" stroke={OUTLINE} strokeWidth="2.5" />
    <path d="M4 74 Q4 62 16 62 Q18 52 28 56 Q36 52 40 62 Q48 64 44 74 Z" {...solid(m('white'), 2.5)} />
    <path d="M56 74 Q52 64 60 62 Q64 52 72 56 Q82 52 84 62 Q96 62 96 74 Z" {...solid(m('white'), 2.5)} />
  </g>
);

const horseshoe = (
  <g>
    <path
      d="M20 86 L14 46 Q12 12 50 12 Q88 12 86 46 L80 86 H64 L68 48 Q70 30 50 30 Q30 30 32 48 L36 86 Z"
      {...solid(m('gold'), 3)}
    />
    {[
      [21, 70],
      [18, 50],
      [25, 28],
      [79, 70],
      [82, 50],
      [75, 28],
    ].map(([x, y]) => (
      <rect key={`${x}-${y}`} x={x! - 2.2} y={y! - 3.5} width="4.4" height="7" rx="1.5" fill={OUTLINE} opacity="0.7" />
    ))}
    <path
      d="M22 60 Q16 22 50 17"
      fill="none"
      stroke="#fff"
      strokeOpacity="0.6"
      strokeWidth="2.5"
      strokeLinecap="round"
    />
    <rect x="16" y="84" width="24" height="8" rx="2" {...solid(m('gold'), 2.5)} />
    <rect x="60" y="84" width="24" height="8" rx="2" {...solid(m('gold'), 2.5)} />
  </g>
);

/** One heart-shaped leaf pointing up from the centre, turned by `angle`. */
const leaf = (angle: number) => (
  <path
    key={angle}
    d="M50 48 Q30 40 30 24 Q30 12 41 12 Q48 12 50 20 Q52 12 59 12 Q70 12 70 24 Q70 40 50 48 Z"
    transform={`rotate(${angle} 50 48)`}
    {...solid(m('emerald'), 2.5)}
  />
);

const fourLeafClover = (
  <g>
    <Line d="M52 56 Q58 78 72 92" width={5} paint={m('green')} />
    {[0, 90, 180, 270].map(leaf)}
    {[0, 90, 180, 270].map((angle) => (
      <path
        key={`v${angle}`}
        d="M50 46 V22"
        transform={`rotate(${angle} 50 48)`}
        stroke="#bbf7d0"
        strokeWidth="1.5"
        opacity="0.7"
      />
    ))}
    <circle cx="50" cy="48" r="4" {...solid(r('gold'), 1.5)} />
    <Shine cx={40} cy={20} rx={5} ry={3} />
  </g>
);

const pint = (
  <g>
    <path d="M74 38 Q92 38 92 56 Q92 74 72 74" fill="none" stroke={OUTLINE} strokeWidth="12" />
    <path d="M74 38 Q92 38 92 56 Q92 74 72 74" fill="none" stroke={m('silver')} strokeWidth="7" />
    <path d="M20 26 L24 90 H72 L76 26 Z" {...solid(m('amber'), 3)} />
    <path d="M24 26 L28 86 H36 L32 26 Z" fill="#fff" opacity="0.3" />
    {[
      [40, 70],
      [56, 58],
      [48, 78],
      [62, 74],
    ].map(([x, y]) => (
      <circle key={`${x}${y}`} cx={x} cy={y} r="2" fill="#fff" opacity="0.6" />
    ))}
    <path
      d="M16 28 Q14 12 30 14 Q36 4 50 8 Q62 2 70 12 Q84 10 80 28 Q70 34 60 28 Q50 36 40 28 Q28 36 16 28 Z"
      {...solid(m('white'), 2.5)}
    />
  </g>
);

const leprechaun = (
  <g>
    <path d="M26 48 Q24 72 50 72 Q76 72 74 48 Z" fill="#f2c9a0" stroke={OUTLINE} strokeWidth="2" />
    <path
      d="M22 50 Q22 80 50 82 Q78 80 78 50 Q72 62 64 60 Q56 66 50 62 Q44 66 36 60 Q28 62 22 50 Z"
      {...solid(m('orange'), 2.5)}
    />
    <circle cx="40" cy="52" r="2.6" fill={OUTLINE} />
    <circle cx="60" cy="52" r="2.6" fill={OUTLINE} />
    <path d="M44 64 Q50 69 56 64" stroke={OUTLINE} strokeWidth="2" fill="none" strokeLinecap="round" />
    <path d="M10 46 Q10 40 22 40 H78 Q90 40 90 46 Q90 50 78 50 H22 Q10 50 10 46 Z" {...solid(m('emerald'), 2.5)} />
    <path d="M28 42 L32 10 H68 L72 42 Z" {...solid(m('emerald'), 2.5)} />
    <rect x="30" y="30" width="40" height="8" {...solid(m('dark'), 2)} />
    <rect x="44" y="28" width="12" height="12" rx="1.5" fill="none" stroke={m('gold')} strokeWidth="3" />
    <Shine cx={40} cy={18} rx={3} ry={7} rotate={5} />
  </g>
);

const potOfGold = (
  <g>
    {[
      [36, 30],
      [50, 24],
      [64, 30],
      [43, 36],
      [57, 36],
    ].map(([x, y]) => (
      <ellipse key={`${x}${y}`} cx={x} cy={y} rx="9" ry="6" {...solid(r('gold'), 1.8)} />
    ))}
    <path d="M24 38 H76 Q84 48 80 60 Q74 70 50 70 Q26 70 20 60 Q16 48 24 38 Z" {...solid(r('dark'), 2.5)} />
    <rect x="20" y="35" width="60" height="7" rx="3.5" {...solid(m('dark'), 2)} />
    <Shine cx={32} cy={50} rx={3} ry={7} rotate={20} />
  </g>
);

export const CLOVER: ThemeArt = {
  W: (
    <WildBadge plate="green" ribbon="gold">
      {leprechaun}
    </WildBadge>
  ),
  S: (
    <ScatterBadge burst="gold" disc="emerald" ribbon="orange">
      {potOfGold}
    </ScatterBadge>
  ),
  P: rainbow,
  R: horseshoe,
  G: fourLeafClover,
  B: pint,
  ...royals((rank) => ({
    fill: m(({ A: 'ruby', K: 'sapphire', Q: 'green', J: 'purple', T: 'orange' } as const)[rank]),
    edge: m('gold'),
    outline: OUTLINE,
  })),
};

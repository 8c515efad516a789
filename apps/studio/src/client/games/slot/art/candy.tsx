import { m, r, type Material } from './materials';
import { Line, OUTLINE, polygon, points, ScatterBadge, Shine, solid, WildBadge, type ThemeArt } from './shapes';

/** Sugar Tumble: glossy sweets; the low symbols are gumdrops in five colours. */

const heartCandy = (
  <g>
    <path
      d="M50 88 Q10 60 10 34 Q10 12 30 12 Q44 12 50 26 Q56 12 70 12 Q90 12 90 34 Q90 60 50 88 Z"
      {...solid(r('pink'), 3)}
    />
    <path
      d="M50 78 Q20 56 20 36 Q20 22 32 22 Q42 22 46 32"
      fill="none"
      stroke="#fff"
      strokeOpacity="0.4"
      strokeWidth="3"
      strokeLinecap="round"
    />
    <Shine cx={30} cy={28} rx={8} ry={5} />
    <circle cx="68" cy="28" r="3" fill="#fff" opacity="0.7" />
  </g>
);

const starCandy = (
  <g>
    <polygon points={points(polygon(50, 52, 44, 5, 21))} {...solid(r('amber'), 3)} strokeLinejoin="round" />
    <polygon
      points={points(polygon(50, 52, 34, 5, 16))}
      fill="none"
      stroke="#fff"
      strokeOpacity="0.45"
      strokeWidth="2"
      strokeLinejoin="round"
    />
    <Shine cx={40} cy={36} rx={8} ry={4} />
    <circle cx="42" cy="52" r="3" fill={OUTLINE} />
    <circle cx="58" cy="52" r="3" fill={OUTLINE} />
    <path d="M44 60 Q50 66 56 60" stroke={OUTLINE} strokeWidth="2.2" fill="none" strokeLinecap="round" />
  </g>
);

const gummyBear = (
  <g>
    <circle cx="30" cy="16" r="9" {...solid(r('green'), 2.5)} />
    <circle cx="70" cy="16" r="9" {...solid(r('green'), 2.5)} />
    <path
      d="M34 46 Q18 50 16 62 Q16 70 24 68 L34 62 L30 84 Q30 94 40 92 L50 84 L60 92 Q70 94 70 84 L66 62 L76 68 Q84 70 84 62 Q82 50 66 46 Z"
      {...solid(r('green'), 3)}
    />
    <circle cx="50" cy="30" r="22" {...solid(r('green'), 3)} />
    <ellipse cx="50" cy="38" rx="9" ry="6" fill="#bbf7d0" opacity="0.7" />
    <circle cx="42" cy="28" r="2.6" fill={OUTLINE} />
    <circle cx="58" cy="28" r="2.6" fill={OUTLINE} />
    <path d="M47 36 H53 L50 39 Z" fill={OUTLINE} />
    <ellipse cx="50" cy="70" rx="10" ry="13" fill="#fff" opacity="0.2" />
    <Shine cx={40} cy={16} rx={6} ry={3} />
  </g>
);

const jellyBean = (
  <g>
    <path
      d="M18 64 Q8 40 28 24 Q50 10 74 22 Q96 36 84 60 Q76 74 58 66 Q48 62 40 72 Q26 86 18 64 Z"
      {...solid(r('purple'), 3)}
    />
    <path
      d="M26 56 Q20 40 34 30 Q50 22 66 28"
      fill="none"
      stroke="#fff"
      strokeOpacity="0.55"
      strokeWidth="4"
      strokeLinecap="round"
    />
    {[
      [60, 44],
      [72, 48],
      [48, 52],
    ].map(([x, y]) => (
      <circle key={x} cx={x} cy={y} r="2" fill="#f5d0fe" />
    ))}
  </g>
);

/** A sugared gumdrop. */
function gumdrop(material: Material) {
  return (
    <g>
      <path d="M16 80 Q14 30 50 24 Q86 30 84 80 Q50 90 16 80 Z" {...solid(r(material), 3)} />
      <ellipse cx="50" cy="80" rx="34" ry="6" fill="#000" opacity="0.18" />
      {[
        [32, 44],
        [50, 36],
        [64, 50],
        [40, 62],
        [58, 70],
        [28, 70],
        [72, 70],
      ].map(([x, y]) => (
        <rect
          key={`${x}${y}`}
          x={x}
          y={y}
          width="3.2"
          height="3.2"
          rx="0.8"
          fill="#fff"
          opacity="0.75"
          transform={`rotate(30 ${x} ${y})`}
        />
      ))}
      <Shine cx={34} cy={38} rx={9} ry={4} />
    </g>
  );
}

const lollipop = (
  <g>
    <Line d="M50 56 V68" width={5} paint={m('white')} />
    <circle cx="50" cy="34" r="25" {...solid(r('white'), 3)} />
    {(['red', 'orange', 'amber', 'green', 'blue', 'purple'] as const).map((colour, i) => (
      <circle key={colour} cx="50" cy="34" r={22 - i * 3.6} fill="none" stroke={m(colour)} strokeWidth="3.6" />
    ))}
    <path
      d="M50 34 m0 -3 a3 3 0 1 1 -3 3 a7 7 0 0 1 7 -7 a11 11 0 0 1 11 11 a15 15 0 0 1 -15 15 a19 19 0 0 1 -19 -19"
      fill="none"
      stroke="#fff"
      strokeOpacity="0.85"
      strokeWidth="2.6"
      strokeLinecap="round"
    />
    <circle cx="50" cy="34" r="25" fill="none" stroke={OUTLINE} strokeWidth="3" />
    <Shine cx={40} cy={22} rx={7} ry={3} />
  </g>
);

const candyHouse = (
  <g>
    <path d="M26 40 L50 20 L74 40 V62 H26 Z" {...solid(m('brown'), 2.2)} />
    <path
      d="M20 42 L50 16 L80 42"
      fill="none"
      stroke={OUTLINE}
      strokeWidth="8"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
    <path
      d="M20 42 L50 16 L80 42"
      fill="none"
      stroke="#fff"
      strokeWidth="5"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
    <path d="M44 62 V48 Q50 42 56 48 V62" {...solid(m('pink'), 1.8)} />
    <circle cx="35" cy="48" r="4" {...solid(r('red'), 1.5)} />
    <circle cx="65" cy="48" r="4" {...solid(r('green'), 1.5)} />
    <circle cx="50" cy="32" r="3.5" {...solid(r('amber'), 1.5)} />
  </g>
);

export const CANDY: ThemeArt = {
  W: (
    <WildBadge plate="pink" ribbon="purple">
      {lollipop}
    </WildBadge>
  ),
  S: (
    <ScatterBadge burst="pink" disc="amber" ribbon="purple">
      {candyHouse}
    </ScatterBadge>
  ),
  P: heartCandy,
  R: starCandy,
  G: gummyBear,
  B: jellyBean,
  A: gumdrop('red'),
  K: gumdrop('orange'),
  Q: gumdrop('amber'),
  J: gumdrop('green'),
  T: gumdrop('blue'),
};

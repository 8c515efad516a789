import { m, r } from './materials';
import { Line, OUTLINE, royals, ScatterBadge, Shine, solid, WildBadge, type ThemeArt } from './shapes';

/** Neon Nights: chrome and glowing tubes after midnight. */

const NEON = { A: '#22d3ee', K: '#f0abfc', Q: '#a3e635', J: '#a78bfa', T: '#fbbf24' } as const;

const android = (
  <g>
    <Line d="M50 14 V6" width={3} paint={m('silver')} />
    <circle cx="50" cy="6" r="4" {...solid(r('magenta'), 2)} />
    <rect x="18" y="14" width="64" height="58" rx="20" {...solid(m('silver'), 3)} />
    <rect x="25" y="28" width="50" height="20" rx="10" {...solid(m('night'), 2.5)} />
    <rect x="30" y="34" width="16" height="8" rx="4" fill="#22d3ee" />
    <rect x="54" y="34" width="16" height="8" rx="4" fill="#22d3ee" />
    <rect
      x="27"
      y="31"
      width="46"
      height="14"
      rx="7"
      fill="none"
      stroke="#22d3ee"
      strokeOpacity="0.5"
      strokeWidth="2"
    />
    <path d="M38 58 H62" stroke={OUTLINE} strokeWidth="3" strokeLinecap="round" />
    <path d="M42 58 V62 M50 58 V62 M58 58 V62" stroke={OUTLINE} strokeWidth="2" />
    <rect x="10" y="34" width="9" height="18" rx="3" {...solid(m('magenta'), 2)} />
    <rect x="81" y="34" width="9" height="18" rx="3" {...solid(m('magenta'), 2)} />
    <path d="M34 72 L30 92 H70 L66 72" {...solid(m('grey'), 3)} />
    <path d="M44 80 H56" stroke="#f0abfc" strokeWidth="3" strokeLinecap="round" />
    <Shine cx={32} cy={22} rx={8} ry={3} rotate={-10} />
  </g>
);

const hoverCar = (
  <g>
    <ellipse cx="50" cy="86" rx="36" ry="5" fill="#22d3ee" opacity="0.45" />
    <path d="M30 76 L24 84 M70 76 L76 84" stroke="#22d3ee" strokeWidth="3" strokeLinecap="round" opacity="0.8" />
    <path
      d="M8 62 Q10 50 26 48 L36 34 Q42 28 58 28 L70 30 Q78 32 84 46 Q94 50 94 62 Q94 72 84 74 H16 Q8 72 8 62 Z"
      {...solid(m('magenta'), 3)}
    />
    <path d="M38 36 Q43 32 56 32 L68 34 Q74 36 78 46 H32 Z" {...solid(m('night'), 2)} />
    <path d="M40 38 L36 44 H50 L51 36 Z" fill="#22d3ee" opacity="0.55" />
    <path d="M12 60 H30 M70 60 H90" stroke="#fff" strokeOpacity="0.55" strokeWidth="2" />
    <rect x="82" y="54" width="10" height="5" rx="2.5" fill="#fef08a" />
    <rect x="8" y="56" width="8" height="5" rx="2.5" fill="#f43f5e" />
    <path d="M18 68 H82" stroke={OUTLINE} strokeOpacity="0.4" strokeWidth="2" />
    <Shine cx={46} cy={52} rx={18} ry={2.5} rotate={0} />
  </g>
);

const katana = (
  <g>
    <path d="M88 6 Q94 8 90 14 L38 66 L30 58 Z" {...solid(m('silver'), 3)} />
    <path d="M88 8 L34 62" stroke="#22d3ee" strokeWidth="2.5" opacity="0.9" />
    <ellipse cx="33" cy="63" rx="16" ry="6" transform="rotate(-45 33 63)" {...solid(m('gold'), 3)} />
    <path d="M30 68 L10 88 Q8 94 14 93 L36 72 Z" {...solid(m('ruby'), 3)} />
    {[0, 1, 2, 3].map((i) => (
      <path key={i} d={`M${27 - i * 4.6} ${71 + i * 4.6} l5 5`} stroke="#fff" strokeOpacity="0.75" strokeWidth="1.8" />
    ))}
    <circle cx="11" cy="91" r="4" {...solid(m('gold'), 1.5)} />
  </g>
);

const noodleBar = (
  <g>
    <Line d="M62 10 L40 52 M74 12 L48 54" width={3} paint={m('wood')} />
    <path
      d="M30 24 Q26 16 32 10 M44 22 Q40 14 46 8"
      fill="none"
      stroke="#fff"
      strokeOpacity="0.6"
      strokeWidth="3"
      strokeLinecap="round"
    />
    <ellipse cx="50" cy="52" rx="40" ry="10" {...solid(m('amber'), 2.5)} />
    <path d="M16 56 Q24 52 34 56 Q44 52 52 56 Q62 52 70 56 Q78 52 84 56" fill="none" stroke="#fff7d6" strokeWidth="3" />
    <circle cx="62" cy="50" r="5" {...solid(r('pink'), 1.5)} />
    <path d="M10 54 Q14 86 50 88 Q86 86 90 54 Q70 62 50 62 Q30 62 10 54 Z" {...solid(m('ruby'), 3)} />
    <path d="M26 72 Q50 78 74 72" fill="none" stroke="#fef08a" strokeWidth="3" />
    <rect x="38" y="86" width="24" height="6" rx="2" {...solid(m('ruby'), 2)} />
    <Shine cx={24} cy={66} rx={3} ry={7} rotate={-40} />
  </g>
);

/** A tube of light: a wide faint halo, the coloured tube, a white-hot core. */
const tube = (d: string, colour: string) => (
  <g fill="none" strokeLinecap="round" strokeLinejoin="round">
    <path d={d} stroke={colour} strokeOpacity="0.35" strokeWidth="9" />
    <path d={d} stroke={colour} strokeWidth="4" />
    <path d={d} stroke="#fff" strokeWidth="1.4" />
  </g>
);
const neonSign = (
  <g>
    <rect x="14" y="13" width="72" height="50" rx="9" fill="#05030d" opacity="0.6" />
    {tube('M20 19 H80 Q82 19 82 21 V55 Q82 57 80 57 H20 Q18 57 18 55 V21 Q18 19 20 19 Z', '#e879f9')}
    {tube('M50 25 L55 35 L66 36.5 L58 44 L60 55 L50 49.5 L40 55 L42 44 L34 36.5 L45 35 Z', '#22d3ee')}
    {tube('M26 28 V34 M23 31 H29 M74 44 V50 M71 47 H77', '#fde047')}
  </g>
);

const dataChip = (
  <g>
    {[30, 38, 46, 54].map((x) => (
      <path
        key={x}
        d={`M${x} 14 V20 M${x} 64 V70 M22 ${x - 8} H28 M72 ${x - 8} H78`}
        stroke={m('gold')}
        strokeWidth="3"
        strokeLinecap="round"
      />
    ))}
    <rect x="27" y="19" width="46" height="46" rx="6" {...solid(m('dark'), 2.5)} />
    <rect x="36" y="28" width="28" height="28" rx="4" fill="#22d3ee" opacity="0.35" />
    <rect x="39" y="31" width="22" height="22" rx="3" {...solid(r('cyan'), 1.5)} />
    <path d="M44 42 H56 M50 36 V48" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
  </g>
);

export const NEON_NIGHTS: ThemeArt = {
  W: (
    <WildBadge plate="night" ribbon="magenta">
      {neonSign}
    </WildBadge>
  ),
  S: (
    <ScatterBadge burst="cyan" disc="night" ribbon="violet">
      {dataChip}
    </ScatterBadge>
  ),
  P: android,
  R: hoverCar,
  G: katana,
  B: noodleBar,
  ...royals((rank) => ({
    fill: `${NEON[rank]}40`,
    edge: NEON[rank],
    outline: NEON[rank],
    outlineWidth: 13,
    outlineOpacity: 0.3,
  })),
};

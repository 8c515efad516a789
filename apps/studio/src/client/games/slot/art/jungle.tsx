import { m, r } from './materials';
import { Line, OUTLINE, royals, ScatterBadge, Shine, solid, WildBadge, type ThemeArt } from './shapes';

/** Jungle Ways: tiger orange, leaf green and temple gold. */

const tiger = (
  <g>
    <path d="M16 30 Q12 10 30 14 Z M84 30 Q88 10 70 14 Z" {...solid(m('tiger'), 2.5)} />
    <path d="M20 26 Q19 17 27 18 Z M80 26 Q81 17 73 18 Z" fill="#3b1d0b" />
    <path
      d="M50 12 Q80 12 86 40 Q90 62 74 78 Q62 90 50 90 Q38 90 26 78 Q10 62 14 40 Q20 12 50 12 Z"
      {...solid(m('tiger'), 3)}
    />
    <path
      d="M50 12 L46 22 L50 28 L54 22 Z M34 18 L38 28 M66 18 L62 28 M16 44 L28 48 M14 56 L26 56 M84 44 L72 48 M86 56 L74 56"
      stroke={OUTLINE}
      strokeWidth="3.5"
      strokeLinecap="round"
      fill={OUTLINE}
    />
    <path
      d="M22 58 Q24 80 50 86 Q76 80 78 58 Q66 66 50 60 Q34 66 22 58 Z"
      fill="#fff7ed"
      stroke={OUTLINE}
      strokeWidth="1.5"
    />
    <path
      d="M32 40 Q38 35 44 41 Q38 45 32 40 Z M56 41 Q62 35 68 40 Q62 45 56 41 Z"
      fill="#facc15"
      stroke={OUTLINE}
      strokeWidth="2"
    />
    <path d="M38 38 V43 M62 38 V43" stroke={OUTLINE} strokeWidth="2.2" />
    <path d="M43 56 H57 L50 64 Z" fill="#be185d" stroke={OUTLINE} strokeWidth="2" strokeLinejoin="round" />
    <path
      d="M50 64 V70 M50 70 Q44 76 38 72 M50 70 Q56 76 62 72"
      stroke={OUTLINE}
      strokeWidth="2"
      fill="none"
      strokeLinecap="round"
    />
    <Shine cx={36} cy={22} rx={7} ry={3} />
  </g>
);

const gorilla = (
  <g>
    <circle cx="16" cy="48" r="9" {...solid(r('dark'), 2.5)} />
    <circle cx="84" cy="48" r="9" {...solid(r('dark'), 2.5)} />
    <path d="M50 8 Q82 10 84 44 Q86 78 50 92 Q14 78 16 44 Q18 10 50 8 Z" {...solid(m('dark'), 3)} />
    <path d="M26 42 Q50 30 74 42 Q76 52 68 54 Q50 48 32 54 Q24 52 26 42 Z" {...solid(m('grey'), 2)} />
    <circle cx="38" cy="46" r="3.2" fill="#7c2d12" />
    <circle cx="62" cy="46" r="3.2" fill="#7c2d12" />
    <path d="M28 62 Q30 86 50 88 Q70 86 72 62 Q62 54 50 56 Q38 54 28 62 Z" {...solid(m('grey'), 2.5)} />
    <path
      d="M42 64 Q46 60 48 66 M52 66 Q54 60 58 64"
      stroke={OUTLINE}
      strokeWidth="2.5"
      fill="none"
      strokeLinecap="round"
    />
    <path d="M40 78 Q50 74 60 78" stroke={OUTLINE} strokeWidth="2.5" fill="none" strokeLinecap="round" />
    <Shine cx={38} cy={18} rx={9} ry={3} />
  </g>
);

const toucan = (
  <g>
    <Line d="M8 88 Q50 80 92 90" width={5} paint={m('wood')} />
    <path d="M30 86 Q18 60 26 38 Q32 20 48 22 Q58 26 56 44 Q58 66 50 86 Z" {...solid(m('dark'), 3)} />
    <path d="M38 32 Q48 26 54 34 Q54 48 44 50 Q34 48 38 32 Z" fill="#fff7d6" stroke={OUTLINE} strokeWidth="1.5" />
    <path d="M52 28 Q78 18 94 34 Q86 44 70 44 Q58 44 52 40 Z" {...solid(m('orange'), 2.5)} />
    <path d="M52 34 Q76 30 92 34" stroke="#fde047" strokeWidth="3" fill="none" />
    <path d="M90 32 Q95 36 92 40" fill={OUTLINE} stroke={OUTLINE} strokeWidth="1.5" />
    <circle cx="44" cy="31" r="5" fill="#38bdf8" stroke={OUTLINE} strokeWidth="1.5" />
    <circle cx="44" cy="31" r="2" fill={OUTLINE} />
    <path d="M36 72 Q42 80 48 72" fill="#dc2626" />
    <Shine cx={68} cy={26} rx={8} ry={2.5} rotate={-10} />
  </g>
);

const frog = (
  <g>
    <path d="M10 84 Q14 66 28 70 L22 86 Z M90 84 Q86 66 72 70 L78 86 Z" {...solid(m('green'), 2.5)} />
    <path d="M16 62 Q14 30 50 30 Q86 30 84 62 Q82 86 50 88 Q18 86 16 62 Z" {...solid(m('green'), 3)} />
    <circle cx="30" cy="30" r="14" {...solid(m('green'), 3)} />
    <circle cx="70" cy="30" r="14" {...solid(m('green'), 3)} />
    <circle cx="30" cy="30" r="9" fill="#ef4444" stroke={OUTLINE} strokeWidth="1.5" />
    <circle cx="70" cy="30" r="9" fill="#ef4444" stroke={OUTLINE} strokeWidth="1.5" />
    <ellipse cx="30" cy="30" rx="2.5" ry="6" fill={OUTLINE} />
    <ellipse cx="70" cy="30" rx="2.5" ry="6" fill={OUTLINE} />
    <path d="M30 62 Q50 74 70 62" stroke={OUTLINE} strokeWidth="2.5" fill="none" strokeLinecap="round" />
    <path d="M30 74 Q50 88 70 74 Q50 82 30 74 Z" fill="#fef9c3" opacity="0.8" />
    <Shine cx={26} cy={24} rx={3} ry={2} />
    <Shine cx={66} cy={24} rx={3} ry={2} />
  </g>
);

const goldenIdol = (
  <g>
    <path d="M28 16 H72 L76 62 H24 Z" {...solid(m('gold'), 3)} />
    <path d="M22 14 H78 V22 H22 Z" {...solid(m('gold'), 2.5)} />
    <path d="M30 30 H46 V38 H30 Z M54 30 H70 V38 H54 Z" fill={OUTLINE} />
    <circle cx="38" cy="34" r="3" fill="#22c55e" />
    <circle cx="62" cy="34" r="3" fill="#22c55e" />
    <path d="M46 40 H54 L56 48 H44 Z" fill="#b45309" stroke={OUTLINE} strokeWidth="1.5" />
    <rect x="34" y="50" width="32" height="8" rx="2" fill={OUTLINE} />
    <path d="M38 50 V58 M44 50 V58 M50 50 V58 M56 50 V58 M62 50 V58" stroke="#fef3c7" strokeWidth="1.5" />
    <Shine cx={34} cy={22} rx={3} ry={6} rotate={0} />
  </g>
);

const waterfall = (
  <g>
    <path d="M22 26 Q24 16 36 18 L40 60 H20 Z M78 26 Q76 16 64 18 L60 60 H80 Z" {...solid(m('stone'), 2)} />
    <path d="M36 18 H64 L62 60 H38 Z" {...solid(m('cyan'), 2)} />
    <path d="M42 22 V56 M50 20 V58 M58 22 V56" stroke="#fff" strokeWidth="2.5" opacity="0.75" strokeLinecap="round" />
    <ellipse cx="50" cy="60" rx="20" ry="5" fill="#fff" stroke={OUTLINE} strokeWidth="1.5" />
    <path
      d="M22 18 Q28 8 36 12 Q40 6 46 12 M54 12 Q60 6 64 12 Q72 8 78 18"
      stroke="#16a34a"
      strokeWidth="4"
      fill="none"
      strokeLinecap="round"
    />
  </g>
);

export const JUNGLE: ThemeArt = {
  W: (
    <WildBadge plate="emerald" ribbon="gold">
      {goldenIdol}
    </WildBadge>
  ),
  S: (
    <ScatterBadge burst="green" disc="teal" ribbon="orange">
      {waterfall}
    </ScatterBadge>
  ),
  P: tiger,
  R: gorilla,
  G: toucan,
  B: frog,
  ...royals((rank) => ({
    fill: m(({ A: 'red', K: 'teal', Q: 'lime', J: 'violet', T: 'amber' } as const)[rank]),
    edge: m('wood'),
    outline: OUTLINE,
  })),
};

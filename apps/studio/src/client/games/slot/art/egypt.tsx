import { m, r } from './materials';
import { Line, OUTLINE, royals, ScatterBadge, Shine, solid, WildBadge, type ThemeArt } from './shapes';

/** Pharaoh's Fortune: lapis and gold. */

const eyeOfHorus = (
  <g>
    <circle cx="50" cy="50" r="44" {...solid(r('gold'))} />
    <circle cx="50" cy="50" r="38" fill="none" stroke="#fff" strokeOpacity="0.4" strokeWidth="1.5" />
    <path d="M16 33 Q50 15 84 30 L84 37 Q50 24 16 40 Z" {...solid(m('sapphire'))} />
    <path d="M15 52 Q50 26 86 52 Q50 68 15 52 Z" {...solid(m('white'), 3)} />
    <circle cx="50" cy="49" r="11.5" {...solid(r('sapphire'))} />
    <circle cx="50" cy="49" r="5" fill={OUTLINE} />
    <circle cx="46" cy="45" r="2.6" fill="#fff" />
    <Line d="M86 52 L94 52" width={4} paint={m('sapphire')} />
    <Line d="M44 64 L42 84 Q41 90 35 88" width={5} paint={m('sapphire')} />
    <Line d="M58 63 Q64 80 76 80 Q85 79 84 71 Q82 65 76 68" width={4.5} paint={m('sapphire')} />
  </g>
);

const scarab = (
  <g>
    <circle cx="50" cy="17" r="13" {...solid(r('orange'))} />
    <Line d="M40 40 L30 28 L34 22 M60 40 L70 28 L66 22" width={3.5} paint={m('gold')} />
    <Line
      d="M34 58 L18 54 L14 62 M66 58 L82 54 L86 62 M36 74 L22 82 L22 90 M64 74 L78 82 L78 90"
      width={3.5}
      paint={m('gold')}
    />
    <ellipse cx="50" cy="66" rx="23" ry="26" {...solid(m('teal'), 3)} />
    <path d="M50 44 V92" stroke={OUTLINE} strokeWidth="2.5" />
    <ellipse cx="50" cy="43" rx="17" ry="9" {...solid(m('gold'))} />
    <ellipse cx="50" cy="33" rx="9" ry="6" {...solid(m('sapphire'))} />
    <Shine cx={40} cy={60} rx={5} ry={11} rotate={15} />
    <Shine cx={60} cy={60} rx={3} ry={8} rotate={-15} />
  </g>
);

const ankh = (
  <g>
    <ellipse cx="50" cy="27" rx="14" ry="18" fill="none" stroke={OUTLINE} strokeWidth="14" />
    <ellipse cx="50" cy="27" rx="14" ry="18" fill="none" stroke={m('gold')} strokeWidth="9" />
    <path d="M45 46 L55 46 L60 93 L40 93 Z" {...solid(m('gold'), 3)} />
    <rect x="18" y="45" width="64" height="12" rx="3" {...solid(m('gold'), 3)} />
    <path d="M22 48 H78" stroke="#fff" strokeOpacity="0.55" strokeWidth="1.5" />
    <circle cx="50" cy="51" r="5" {...solid(r('ruby'), 2)} />
    <Shine cx={42} cy={18} rx={2.5} ry={6} rotate={-30} />
  </g>
);

const sacredCat = (
  <g>
    <path d="M66 86 Q88 86 84 66 Q82 58 76 60" fill="none" stroke={OUTLINE} strokeWidth="9" strokeLinecap="round" />
    <path d="M66 86 Q88 86 84 66 Q82 58 76 60" fill="none" stroke={m('dark')} strokeWidth="5" strokeLinecap="round" />
    <path d="M39 42 Q27 68 30 92 H70 Q73 68 61 42 Z" {...solid(m('dark'), 3)} />
    <path d="M35 24 L33 5 L47 16 Z M65 24 L67 5 L53 16 Z" {...solid(m('dark'), 3)} />
    <circle cx="50" cy="29" r="16" {...solid(r('dark'), 3)} />
    <path d="M36.5 10 L43 16.5 L38 19 Z M63.5 10 L57 16.5 L62 19 Z" fill="#8a5a20" />
    <path d="M40 28 Q44 24 47 28 Q44 31 40 28 Z M53 28 Q56 24 60 28 Q56 31 53 28 Z" fill={m('gold')} />
    <path d="M48 35 H52 L50 38 Z" fill="#c98b2e" />
    <path d="M36 45 Q50 53 64 45 L63 50 Q50 58 37 50 Z" {...solid(m('gold'), 2)} />
    <circle cx="50" cy="55" r="4" {...solid(r('sapphire'), 1.5)} />
    <circle cx="35" cy="36" r="3" fill="none" stroke={m('gold')} strokeWidth="2" />
    <Shine cx={44} cy={20} rx={3} ry={6} />
  </g>
);

const pharaoh = (
  <g>
    <path d="M50 12 Q27 13 24 34 L16 64 H84 L76 34 Q73 13 50 12 Z" {...solid(m('sapphire'), 3)} />
    {[22, 30, 38, 46, 54].map((y) => (
      <path
        key={y}
        d={`M${26 - (y - 22) / 4} ${y} Q50 ${y - 8} ${74 + (y - 22) / 4} ${y}`}
        fill="none"
        stroke={m('gold')}
        strokeWidth="3.5"
      />
    ))}
    <ellipse cx="50" cy="39" rx="14" ry="17" {...solid(m('gold'), 2.5)} />
    <path d="M36 27 H64 V31 H36 Z" {...solid(m('gold'), 1.5)} />
    <path d="M49 14 Q50 22 50 27 Q52 22 51 14 Z" {...solid(m('ruby'), 1.2)} />
    <path d="M40 37 Q44 34 48 37 Q44 39 40 37 Z M52 37 Q56 34 60 37 Q56 39 52 37 Z" fill={OUTLINE} />
    <path d="M38 37 L40 37 M60 37 H63" stroke={OUTLINE} strokeWidth="1.6" />
    <path d="M46 47 Q50 49 54 47" stroke="#7a4a08" strokeWidth="1.6" fill="none" />
    <rect x="46" y="55" width="8" height="11" rx="2" {...solid(m('gold'), 1.8)} />
  </g>
);

const pyramid = (
  <g>
    <circle cx="64" cy="25" r="7" {...solid(r('orange'), 2)} />
    <path d="M50 20 L75 58 H25 Z" {...solid(m('gold'), 2.5)} />
    <path d="M50 20 L75 58 H50 Z" fill="#000" opacity="0.28" />
    <path d="M38 39 H62 M32 48 H68" stroke={OUTLINE} strokeOpacity="0.35" strokeWidth="1.2" />
    <path d="M22 60 H78" stroke={m('gold')} strokeWidth="3" strokeLinecap="round" />
  </g>
);

export const EGYPT: ThemeArt = {
  W: (
    <WildBadge plate="sapphire" ribbon="gold">
      {pharaoh}
    </WildBadge>
  ),
  S: (
    <ScatterBadge burst="gold" disc="sapphire" ribbon="ruby">
      {pyramid}
    </ScatterBadge>
  ),
  P: eyeOfHorus,
  R: scarab,
  G: ankh,
  B: sacredCat,
  ...royals((rank) => ({
    fill: m(({ A: 'ruby', K: 'sapphire', Q: 'emerald', J: 'amethyst', T: 'topaz' } as const)[rank]),
    edge: m('gold'),
    outline: OUTLINE,
  })),
};

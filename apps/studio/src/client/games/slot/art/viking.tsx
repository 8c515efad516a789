import { m, r } from './materials';
import { Line, OUTLINE, royals, ScatterBadge, Shine, solid, WildBadge, type ThemeArt } from './shapes';

/** Viking Raid: iron, oak and storm blue. */

const longship = (
  <g>
    <path d="M48 10 V62" stroke={OUTLINE} strokeWidth="5" />
    <path d="M48 10 V62" stroke={m('wood')} strokeWidth="2.5" />
    <path d="M26 14 H72 L76 50 H22 Z" {...solid(m('white'), 2.5)} />
    <path d="M34 14 L31 50 H41 L43 14 Z M53 14 L55 50 H65 L62 14 Z" fill="#dc2626" opacity="0.9" />
    <path
      d="M4 58 Q8 56 12 60 Q30 78 50 78 Q74 78 88 60 Q90 52 84 42 Q92 42 94 50 Q96 66 82 82 Q66 92 46 92 Q22 90 4 58 Z"
      {...solid(m('wood'), 3)}
    />
    <path d="M84 42 Q80 34 86 28 Q92 30 90 36" {...solid(m('wood'), 2.5)} />
    <circle cx="87" cy="32" r="1.5" fill={OUTLINE} />
    {[24, 38, 52, 66].map((x) => (
      <circle key={x} cx={x} cy={68 + Math.abs(x - 45) / 8} r="6.5" {...solid(r(x % 28 === 24 ? 'gold' : 'ruby'), 2)} />
    ))}
    <path d="M14 82 Q50 96 86 84" fill="none" stroke="#93c5fd" strokeWidth="3" strokeLinecap="round" opacity="0.8" />
  </g>
);

const battleAxe = (
  <g>
    <Line d="M30 92 L66 12" width={6} paint={m('wood')} />
    <path d="M56 20 Q70 6 90 16 Q80 34 86 58 Q66 52 50 40 Z" {...solid(m('silver'), 3)} />
    <path d="M88 18 Q79 36 84 55" fill="none" stroke="#fff" strokeWidth="2" opacity="0.8" />
    <path d="M55 24 Q42 20 32 28 Q40 36 48 38 Z" {...solid(m('silver'), 2.5)} />
    <path d="M46 44 L58 20" stroke={m('gold')} strokeWidth="5" />
    <path d="M36 72 L44 56" stroke={OUTLINE} strokeWidth="1.5" strokeDasharray="3 3" />
    <circle cx="29" cy="93" r="4" {...solid(m('gold'), 1.5)} />
  </g>
);

const hornedHelmet = (
  <g>
    <path d="M22 52 Q8 44 8 22 Q8 12 14 8 Q14 26 28 38 Z" {...solid(m('white'), 2.5)} />
    <path d="M78 52 Q92 44 92 22 Q92 12 86 8 Q86 26 72 38 Z" {...solid(m('white'), 2.5)} />
    <path d="M14 12 Q14 24 22 32 M86 12 Q86 24 78 32" stroke={m('stone')} strokeWidth="2" fill="none" />
    <path d="M20 64 Q20 22 50 22 Q80 22 80 64 Z" {...solid(m('silver'), 3)} />
    <path d="M46 22 H54 V64 H46 Z" {...solid(m('gold'), 2)} />
    <rect x="16" y="60" width="68" height="10" rx="4" {...solid(m('gold'), 2.5)} />
    {[24, 34, 66, 76].map((x) => (
      <circle key={x} cx={x} cy="65" r="2" fill={OUTLINE} opacity="0.6" />
    ))}
    <path d="M46 70 H54 L52 90 H48 Z" {...solid(m('silver'), 2.5)} />
    <Shine cx={32} cy={38} rx={4} ry={10} rotate={30} />
  </g>
);

const shield = (
  <g>
    <circle cx="50" cy="50" r="42" {...solid(m('silver'), 3)} />
    <circle cx="50" cy="50" r="36" {...solid(m('wood'), 2)} />
    <path d="M50 14 A36 36 0 0 1 86 50 H50 Z M50 86 A36 36 0 0 1 14 50 H50 Z" fill="#1d4ed8" opacity="0.85" />
    <path d="M14 50 H86 M50 14 V86" stroke={OUTLINE} strokeOpacity="0.35" strokeWidth="1.5" />
    <circle cx="50" cy="50" r="11" {...solid(r('silver'), 2.5)} />
    {[0, 60, 120, 180, 240, 300].map((angle) => (
      <circle
        key={angle}
        cx={50 + 39 * Math.cos((angle * Math.PI) / 180)}
        cy={50 + 39 * Math.sin((angle * Math.PI) / 180)}
        r="2.2"
        fill={OUTLINE}
      />
    ))}
    <Shine cx={36} cy={26} rx={10} ry={4} />
  </g>
);

const odin = (
  <g>
    <path d="M20 30 Q22 10 50 10 Q78 10 80 30 Z" {...solid(m('silver'), 2.5)} />
    <path d="M14 30 H86 L82 36 H18 Z" {...solid(m('gold'), 2)} />
    <path
      d="M26 36 Q26 56 34 64 Q42 72 50 72 Q58 72 66 64 Q74 56 74 36 Z"
      fill="#f2c9a0"
      stroke={OUTLINE}
      strokeWidth="2.5"
    />
    <path
      d="M28 44 Q36 40 44 44 M56 44 Q64 40 72 44"
      stroke="#e5e7eb"
      strokeWidth="3.5"
      strokeLinecap="round"
      fill="none"
    />
    <path d="M56 46 Q64 44 70 48 Q64 54 56 50 Z" fill={OUTLINE} />
    <path d="M26 40 L74 52" stroke={OUTLINE} strokeWidth="2" />
    <circle cx="40" cy="49" r="2.6" fill="#1e3a8a" />
    <path
      d="M22 50 Q24 72 38 80 Q50 86 62 80 Q76 72 78 50 Q70 60 62 58 Q50 64 38 58 Q30 60 22 50 Z"
      {...solid(m('white'), 2.5)}
    />
    <path d="M42 62 Q50 58 58 62" stroke="#cbd5e1" strokeWidth="3" fill="none" strokeLinecap="round" />
  </g>
);

const runeStone = (
  <g>
    <path d="M36 64 Q30 40 36 24 Q44 14 56 16 Q68 20 66 40 Q66 56 64 64 Z" {...solid(m('stone'), 2.5)} />
    <path
      d="M46 26 V56 M46 32 L56 40 M46 42 L56 50"
      stroke="#93c5fd"
      strokeOpacity="0.45"
      strokeWidth="7"
      strokeLinecap="round"
    />
    <path d="M46 26 V56 M46 32 L56 40 M46 42 L56 50" stroke="#e0f2fe" strokeWidth="2.5" strokeLinecap="round" />
    <path d="M24 64 H76" stroke={OUTLINE} strokeWidth="3" strokeLinecap="round" />
  </g>
);

const IRON = { A: 'ruby', K: 'sapphire', Q: 'emerald', J: 'amethyst', T: 'topaz' } as const;

export const VIKING: ThemeArt = {
  W: (
    <WildBadge plate="blue" ribbon="silver">
      {odin}
    </WildBadge>
  ),
  S: (
    <ScatterBadge burst="silver" disc="night" ribbon="blue">
      {runeStone}
    </ScatterBadge>
  ),
  P: longship,
  R: battleAxe,
  G: hornedHelmet,
  B: shield,
  ...royals((rank) => ({ fill: m('silver'), edge: m(IRON[rank]), outline: OUTLINE })),
};

import { m, r } from './materials';
import { Line, OUTLINE, royals, ScatterBadge, Shine, solid, WildBadge, type ThemeArt } from './shapes';

/** Dragon Pearls: imperial red, jade and gold. */

const emperor = (
  <g>
    <path d="M26 46 Q24 80 50 84 Q76 80 74 46 Z" fill="#f5d0a9" stroke={OUTLINE} strokeWidth="2.5" />
    <path d="M14 24 H86 L80 32 H20 Z" {...solid(m('dark'), 2.5)} />
    <path d="M30 32 H70 L72 46 H28 Z" {...solid(m('ruby'), 2.5)} />
    <path d="M36 38 H64" stroke={m('gold')} strokeWidth="3" />
    {[20, 28, 72, 80].map((x) => (
      <path key={x} d={`M${x} 32 V${x < 50 ? 48 : 48}`} stroke={m('jade')} strokeWidth="2.5" strokeDasharray="3 2" />
    ))}
    <path
      d="M36 56 Q40 53 44 56 M56 56 Q60 53 64 56"
      stroke={OUTLINE}
      strokeWidth="2.5"
      fill="none"
      strokeLinecap="round"
    />
    <path d="M38 68 Q44 64 50 68 Q56 64 62 68 Q58 74 50 71 Q42 74 38 68 Z" fill={OUTLINE} />
    <path d="M47 72 L50 90 L53 72 Z" fill={OUTLINE} />
    <circle cx="50" cy="28" r="4" {...solid(r('gold'), 1.5)} />
  </g>
);

const koi = (
  <g>
    <path d="M20 60 Q26 30 56 28 Q80 28 88 46 Q80 60 60 64 Q40 68 20 60 Z" {...solid(m('gold'), 3)} />
    <path d="M22 60 Q8 48 6 34 Q18 40 24 50 Q14 66 8 78 Q20 74 28 62" {...solid(m('orange'), 2.5)} />
    <path d="M50 30 Q56 14 70 16 Q66 26 64 30 Z M46 64 Q46 78 58 82 Q58 70 58 64 Z" {...solid(m('orange'), 2)} />
    {[40, 50, 60].map((x) => (
      <path key={x} d={`M${x} 36 Q${x + 6} 46 ${x} 56`} stroke="#a16207" strokeWidth="1.8" fill="none" opacity="0.7" />
    ))}
    <circle cx="76" cy="42" r="3.5" fill={OUTLINE} />
    <circle cx="77" cy="41" r="1.2" fill="#fff" />
    <path d="M86 48 Q94 54 90 62 M84 50 Q88 60 82 64" stroke={OUTLINE} strokeWidth="1.5" fill="none" />
    <Shine cx={54} cy={36} rx={12} ry={3} rotate={-5} />
  </g>
);

const lantern = (
  <g>
    <Line d="M50 4 V14" width={2.5} paint={m('gold')} />
    <rect x="34" y="12" width="32" height="8" rx="2" {...solid(m('gold'), 2.5)} />
    <ellipse cx="50" cy="48" rx="34" ry="30" {...solid(r('ruby'), 3)} />
    <path d="M50 18 Q30 48 50 78 M50 18 Q70 48 50 78 M50 18 V78" stroke="#7f1d1d" strokeWidth="2" fill="none" />
    <path d="M28 40 H72 M26 56 H74" stroke={m('gold')} strokeWidth="2.5" />
    <rect x="34" y="76" width="32" height="8" rx="2" {...solid(m('gold'), 2.5)} />
    <path d="M44 84 L42 96 M50 84 V98 M56 84 L58 96" stroke="#dc2626" strokeWidth="2.5" strokeLinecap="round" />
    <Shine cx={34} cy={36} rx={4} ry={10} rotate={10} />
  </g>
);

const fan = (
  <g>
    <path d="M50 86 L6 40 A62 62 0 0 1 94 40 Z" {...solid(m('ruby'), 3)} />
    {Array.from({ length: 9 }, (_, i) => {
      const angle = (-135 + i * 11.25) * (Math.PI / 180);
      return (
        <path
          key={i}
          d={`M50 86 L${(50 + 62 * Math.cos(angle)).toFixed(1)} ${(86 + 62 * Math.sin(angle)).toFixed(1)}`}
          stroke={m('gold')}
          strokeWidth="2"
        />
      );
    })}
    <path d="M18 52 A46 46 0 0 1 82 52" stroke={m('gold')} strokeWidth="3" fill="none" />
    <circle cx="50" cy="44" r="9" {...solid(r('gold'), 2)} />
    <circle cx="50" cy="86" r="5" {...solid(r('gold'), 2)} />
    <path d="M50 90 Q46 96 40 96" stroke="#dc2626" strokeWidth="2.5" fill="none" strokeLinecap="round" />
  </g>
);

const dragonHead = (
  <g>
    <path d="M30 22 Q20 8 10 12 Q20 14 24 28 Z M70 22 Q80 8 90 12 Q80 14 76 28 Z" {...solid(m('gold'), 2)} />
    <path d="M22 34 Q26 16 50 16 Q74 16 78 34 L76 52 Q70 64 50 66 Q30 64 24 52 Z" {...solid(m('ruby'), 3)} />
    <path
      d="M30 40 Q38 34 46 40 L40 44 Z M54 40 Q62 34 70 40 L60 44 Z"
      fill="#fde047"
      stroke={OUTLINE}
      strokeWidth="2"
    />
    <path d="M34 50 Q50 44 66 50 L62 62 Q50 68 38 62 Z" {...solid(m('gold'), 2)} />
    <circle cx="44" cy="53" r="2" fill={OUTLINE} />
    <circle cx="56" cy="53" r="2" fill={OUTLINE} />
    <path
      d="M34 58 Q16 60 12 48 M66 58 Q84 60 88 48"
      stroke={m('gold')}
      strokeWidth="2.5"
      fill="none"
      strokeLinecap="round"
    />
    <path
      d="M40 24 L44 30 L50 24 L56 30 L60 24"
      stroke={m('gold')}
      strokeWidth="2.5"
      fill="none"
      strokeLinejoin="round"
    />
  </g>
);

const pearl = (
  <g>
    <path d="M28 60 Q50 70 72 60 L66 70 Q50 76 34 70 Z" {...solid(m('gold'), 2)} />
    <circle cx="50" cy="40" r="21" {...solid(r('white'), 2.5)} />
    <circle cx="50" cy="40" r="21" fill="url(#glow)" opacity="0.5" />
    <circle cx="43" cy="33" r="6" fill="#fff" opacity="0.9" />
    <path d="M34 50 Q50 58 66 50" stroke="#f9a8d4" strokeWidth="1.5" fill="none" opacity="0.8" />
  </g>
);

const JADE = { A: 'ruby', K: 'jade', Q: 'sapphire', J: 'purple', T: 'orange' } as const;

export const DRAGON: ThemeArt = {
  W: (
    <WildBadge plate="ruby" ribbon="gold">
      {dragonHead}
    </WildBadge>
  ),
  S: (
    <ScatterBadge burst="gold" disc="jade" ribbon="ruby">
      {pearl}
    </ScatterBadge>
  ),
  P: emperor,
  R: koi,
  G: lantern,
  B: fan,
  ...royals((rank) => ({ fill: m(JADE[rank]), edge: m('gold'), outline: OUTLINE })),
};

import { m, r } from './materials';
import { Gem, OUTLINE, polygon, ScatterBadge, Shine, solid, WildBadge, type ThemeArt } from './shapes';

/** Crystal Caverns: every symbol a stone, each with its own cut. */

const brilliant = <Gem outer={polygon(50, 50, 42, 8, undefined, Math.PI / 8)} material="ice" table={0.55} />;
const heartRuby = (
  <Gem
    outer={[
      [50, 90],
      [16, 56],
      [10, 34],
      [20, 16],
      [38, 14],
      [50, 26],
      [62, 14],
      [80, 16],
      [90, 34],
      [84, 56],
    ]}
    material="ruby"
    table={0.5}
  />
);
const emeraldCut = (
  <Gem
    outer={[
      [30, 10],
      [70, 10],
      [84, 24],
      [84, 76],
      [70, 90],
      [30, 90],
      [16, 76],
      [16, 24],
    ]}
    material="emerald"
    table={0.6}
  />
);
const ovalSapphire = (
  <Gem
    outer={Array.from({ length: 14 }, (_, i) => {
      const angle = (i * 2 * Math.PI) / 14 - Math.PI / 2;
      return [50 + 34 * Math.cos(angle), 50 + 42 * Math.sin(angle)] as const;
    })}
    material="sapphire"
    table={0.55}
  />
);
const trillion = (
  <Gem
    outer={[
      [50, 10],
      [72, 30],
      [90, 82],
      [50, 90],
      [10, 82],
      [28, 30],
    ]}
    material="amethyst"
    table={0.5}
  />
);
const pearTopaz = (
  <Gem
    outer={[
      [50, 8],
      [66, 30],
      [80, 56],
      [76, 78],
      [60, 90],
      [40, 90],
      [24, 78],
      [20, 56],
      [34, 30],
    ]}
    material="topaz"
    table={0.5}
  />
);
const opal = (
  <g>
    <ellipse cx="50" cy="50" rx="34" ry="40" {...solid(r('white'), 3)} />
    <path d="M30 34 Q42 26 50 36 Q40 46 30 34 Z" fill="#22d3ee" opacity="0.6" />
    <path d="M56 30 Q70 34 68 48 Q58 44 56 30 Z" fill="#f472b6" opacity="0.6" />
    <path d="M34 58 Q46 52 54 66 Q42 72 34 58 Z" fill="#a3e635" opacity="0.6" />
    <path d="M58 58 Q72 56 70 72 Q60 70 58 58 Z" fill="#fbbf24" opacity="0.6" />
    <path d="M44 46 Q52 42 58 52 Q50 58 44 46 Z" fill="#a78bfa" opacity="0.6" />
    <Shine cx={36} cy={26} rx={9} ry={4} />
  </g>
);
/** One six-sided crystal point, leaning by `lean` degrees from its foot. */
const point = (x: number, height: number, lean: number, material: 'white' | 'ice' | 'violet') => (
  <g transform={`rotate(${lean} ${x} 86)`}>
    <path
      d={`M${x - 10} 86 V${86 - height} L${x} ${74 - height} L${x + 10} ${86 - height} V86 Z`}
      {...solid(m(material), 2.5)}
    />
    <path d={`M${x} ${74 - height} V86`} stroke="#fff" strokeOpacity="0.8" strokeWidth="1.5" />
    <path
      d={`M${x - 10} ${86 - height} L${x} ${80 - height} L${x + 10} ${86 - height}`}
      fill="none"
      stroke={OUTLINE}
      strokeOpacity="0.3"
      strokeWidth="1.5"
    />
  </g>
);
const quartz = (
  <g>
    {point(34, 36, -22, 'ice')}
    {point(66, 32, 22, 'violet')}
    {point(50, 56, 0, 'white')}
    <path d="M18 88 Q50 80 82 88" stroke={OUTLINE} strokeWidth="4" strokeLinecap="round" fill="none" />
  </g>
);
const pebble = (
  <g>
    <path d="M14 62 Q12 34 40 28 Q70 22 84 44 Q94 66 72 78 Q44 88 24 80 Q14 74 14 62 Z" {...solid(r('stone'), 3)} />
    <path
      d="M30 50 Q34 44 42 46 M60 62 Q66 60 70 64"
      stroke="#57534e"
      strokeWidth="2"
      fill="none"
      strokeLinecap="round"
    />
    <Shine cx={36} cy={38} rx={10} ry={4} />
  </g>
);

const minersLamp = (
  <g>
    <path d="M38 18 Q50 4 62 18" fill="none" stroke={OUTLINE} strokeWidth="6" />
    <path d="M38 18 Q50 4 62 18" fill="none" stroke={m('bronze')} strokeWidth="3" />
    <rect x="34" y="16" width="32" height="8" rx="2" {...solid(m('bronze'), 2)} />
    <circle cx="50" cy="40" r="24" fill="url(#glow)" opacity="0.85" />
    <path
      d="M36 24 H64 L60 58 H40 Z"
      fill="#fef9c3"
      fillOpacity="0.55"
      stroke={OUTLINE}
      strokeWidth="2.5"
      strokeLinejoin="round"
    />
    <path d="M44 24 L42 58 M56 24 L58 58" stroke={m('bronze')} strokeWidth="2.5" />
    <path d="M50 50 Q44 44 50 34 Q56 44 50 50 Z" fill="#f97316" stroke="#fbbf24" strokeWidth="1" />
    <rect x="36" y="56" width="28" height="8" rx="2" {...solid(m('bronze'), 2)} />
  </g>
);

const geode = (
  <g>
    <path d="M20 46 Q18 22 40 18 Q64 14 78 30 Q86 46 76 60 Q60 70 40 68 Q22 64 20 46 Z" {...solid(m('stone'), 2.5)} />
    <path
      d="M28 46 Q28 28 44 26 Q64 24 70 38 Q74 52 62 58 Q46 64 34 58 Q28 54 28 46 Z"
      fill={m('amethyst')}
      stroke={OUTLINE}
      strokeWidth="1.5"
    />
    {[
      [40, 40, 0],
      [52, 34, 40],
      [60, 46, -30],
      [46, 52, 70],
    ].map(([x, y, turn]) => (
      <path
        key={`${x}${y}`}
        d={`M${x} ${y! - 8} L${x! + 4} ${y} L${x} ${y! + 8} L${x! - 4} ${y} Z`}
        fill="#f5d0fe"
        opacity="0.8"
        transform={`rotate(${turn} ${x} ${y})`}
      />
    ))}
  </g>
);

export const CRYSTAL: ThemeArt = {
  W: (
    <WildBadge plate="night" ribbon="amber">
      {minersLamp}
    </WildBadge>
  ),
  S: (
    <ScatterBadge burst="amethyst" disc="night" ribbon="teal">
      {geode}
    </ScatterBadge>
  ),
  P: brilliant,
  R: heartRuby,
  G: emeraldCut,
  B: ovalSapphire,
  A: trillion,
  K: pearTopaz,
  Q: opal,
  J: quartz,
  T: pebble,
};

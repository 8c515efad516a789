import { m, r } from './materials';
import { OUTLINE, royals, ScatterBadge, Shine, solid, WildBadge, type ThemeArt } from './shapes';

/** Arctic Ways: snow white, ice blue and the aurora's green. */

const polarBear = (
  <g>
    <circle cx="22" cy="24" r="11" {...solid(r('white'), 2.5)} />
    <circle cx="78" cy="24" r="11" {...solid(r('white'), 2.5)} />
    <circle cx="22" cy="24" r="5" fill="#cbd5e1" />
    <circle cx="78" cy="24" r="5" fill="#cbd5e1" />
    <path d="M50 14 Q84 14 86 48 Q88 80 50 88 Q12 80 14 48 Q16 14 50 14 Z" {...solid(r('white'), 3)} />
    <circle cx="36" cy="44" r="4" fill={OUTLINE} />
    <circle cx="64" cy="44" r="4" fill={OUTLINE} />
    <ellipse cx="50" cy="64" rx="17" ry="13" fill="#eef2f7" stroke={OUTLINE} strokeWidth="1.5" />
    <path d="M42 56 Q50 52 58 56 Q56 64 50 64 Q44 64 42 56 Z" fill={OUTLINE} />
    <path d="M50 64 V70 M44 72 Q50 76 56 72" stroke={OUTLINE} strokeWidth="2" fill="none" strokeLinecap="round" />
    <Shine cx={38} cy={24} rx={9} ry={3} />
  </g>
);

const snowyOwl = (
  <g>
    <path d="M50 10 Q82 12 84 48 Q86 84 50 92 Q14 84 16 48 Q18 12 50 10 Z" {...solid(r('white'), 3)} />
    <path d="M22 20 L30 30 M78 20 L70 30" stroke={OUTLINE} strokeWidth="3" strokeLinecap="round" />
    <circle cx="36" cy="40" r="12" fill="#f8fafc" stroke={OUTLINE} strokeWidth="2" />
    <circle cx="64" cy="40" r="12" fill="#f8fafc" stroke={OUTLINE} strokeWidth="2" />
    <circle cx="36" cy="40" r="7" fill="#facc15" stroke={OUTLINE} strokeWidth="1.5" />
    <circle cx="64" cy="40" r="7" fill="#facc15" stroke={OUTLINE} strokeWidth="1.5" />
    <circle cx="36" cy="40" r="3.5" fill={OUTLINE} />
    <circle cx="64" cy="40" r="3.5" fill={OUTLINE} />
    <path d="M46 50 L54 50 L50 60 Z" fill={OUTLINE} />
    {[
      [30, 66],
      [42, 72],
      [58, 72],
      [70, 66],
      [36, 80],
      [50, 82],
      [64, 80],
    ].map(([x, y]) => (
      <path
        key={`${x}${y}`}
        d={`M${x! - 3} ${y} Q${x} ${y! + 3} ${x! + 3} ${y}`}
        stroke="#334155"
        strokeWidth="2"
        fill="none"
      />
    ))}
  </g>
);

const arcticFox = (
  <g>
    <path d="M14 50 L18 8 L40 28 Z M86 50 L82 8 L60 28 Z" {...solid(m('white'), 2.5)} />
    <path d="M20 40 L22 18 L34 30 Z M80 40 L78 18 L66 30 Z" fill="#cbd5e1" />
    <path
      d="M50 24 Q76 24 84 46 Q86 56 74 64 L54 88 Q50 92 46 88 L26 64 Q14 56 16 46 Q24 24 50 24 Z"
      {...solid(r('white'), 3)}
    />
    <path
      d="M34 46 Q40 42 45 48 Q40 51 34 46 Z M55 48 Q60 42 66 46 Q60 51 55 48 Z"
      fill="#0ea5e9"
      stroke={OUTLINE}
      strokeWidth="2"
    />
    <path d="M44 82 Q50 78 56 82 L50 90 Z" fill={OUTLINE} />
    <path d="M26 64 Q40 62 50 74 Q60 62 74 64" stroke="#cbd5e1" strokeWidth="2" fill="none" />
    <Shine cx={40} cy={32} rx={8} ry={3} />
  </g>
);

const seal = (
  <g>
    <path d="M12 80 Q10 40 50 36 Q90 40 88 80 Q70 92 50 92 Q30 92 12 80 Z" {...solid(r('grey'), 3)} />
    <path d="M50 14 Q78 14 80 42 Q80 62 50 66 Q20 62 20 42 Q22 14 50 14 Z" {...solid(r('grey'), 3)} />
    <circle cx="38" cy="38" r="7" fill={OUTLINE} />
    <circle cx="62" cy="38" r="7" fill={OUTLINE} />
    <circle cx="36" cy="36" r="2.4" fill="#fff" />
    <circle cx="60" cy="36" r="2.4" fill="#fff" />
    <ellipse cx="50" cy="52" rx="10" ry="7" fill="#e2e8f0" stroke={OUTLINE} strokeWidth="1.5" />
    <path d="M46 48 Q50 46 54 48 L50 52 Z" fill={OUTLINE} />
    <path d="M40 52 L28 50 M40 55 L28 57 M60 52 L72 50 M60 55 L72 57" stroke={OUTLINE} strokeWidth="1" />
    <path
      d="M16 84 Q6 78 8 68 M84 84 Q94 78 92 68"
      stroke={OUTLINE}
      strokeWidth="2.5"
      fill="none"
      strokeLinecap="round"
    />
    <Shine cx={40} cy={22} rx={8} ry={3} />
  </g>
);

const aurora = (
  <g>
    <rect x="11" y="10" width="78" height="56" rx="10" fill={m('night')} />
    {[
      [16, 22],
      [30, 14],
      [72, 18],
      [84, 30],
      [56, 12],
    ].map(([x, y]) => (
      <circle key={`${x}${y}`} cx={x} cy={y} r="1.4" fill="#fff" />
    ))}
    <path d="M12 44 Q30 20 50 36 Q70 52 88 24 V44 Q70 66 50 52 Q30 38 12 60 Z" fill="#34d399" opacity="0.8" />
    <path d="M12 36 Q32 14 52 28 Q72 42 88 16 V24 Q70 50 50 36 Q30 24 12 44 Z" fill="#a78bfa" opacity="0.7" />
    <path d="M12 66 L30 50 L42 58 L58 44 L76 58 L88 50 V66 Z" fill="#e0f2fe" stroke={OUTLINE} strokeWidth="2" />
  </g>
);

const igloo = (
  <g>
    <path d="M20 60 Q20 24 50 24 Q80 24 80 60 Z" {...solid(m('ice'), 2.5)} />
    <path
      d="M22 48 H78 M30 36 H70 M40 24 V36 M60 24 V36 M34 36 V48 M50 36 V48 M66 36 V48 M28 48 V60 M72 48 V60"
      stroke="#7dd3fc"
      strokeWidth="1.5"
    />
    <path d="M40 60 Q40 44 50 44 Q60 44 60 60 Z" fill="#0c4a6e" stroke={OUTLINE} strokeWidth="2" />
    <path d="M16 60 H84" stroke={OUTLINE} strokeWidth="3" strokeLinecap="round" />
  </g>
);

const ICE = { A: 'sapphire', K: 'teal', Q: 'violet', J: 'cyan', T: 'blue' } as const;

export const ARCTIC: ThemeArt = {
  W: (
    <WildBadge plate="ice" ribbon="teal">
      {aurora}
    </WildBadge>
  ),
  S: (
    <ScatterBadge burst="ice" disc="sapphire" ribbon="violet">
      {igloo}
    </ScatterBadge>
  ),
  P: polarBear,
  R: snowyOwl,
  G: arcticFox,
  B: seal,
  ...royals((rank) => ({ fill: m(ICE[rank]), edge: m('ice'), outline: '#0c2a44' })),
};

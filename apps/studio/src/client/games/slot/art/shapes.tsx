import type { ReactNode } from 'react';
import { m, r, type Material } from './materials';

/**
 * The building blocks every theme draws with, on a 100 x 100 canvas: a faceted gem, a
 * card royal, the WILD plaque and the SCATTER medallion. Outlines are dark and round so the
 * symbols read on any reel background, as in the slots players know.
 */

export const OUTLINE = '#140b02';
type Point = readonly [number, number];

/** A soft white highlight, the "shine" on a rounded surface. */
export const Shine = ({
  cx,
  cy,
  rx,
  ry,
  rotate = -25,
}: {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
  rotate?: number;
}) => (
  <ellipse cx={cx} cy={cy} rx={rx} ry={ry} fill="#fff" opacity="0.45" transform={`rotate(${rotate} ${cx} ${cy})`} />
);

/**
 * A cut stone: the outline `outer`, a table `table` times its size, and between them one
 * facet per edge, lightened or darkened by how much it faces the light (top left).
 */
export function Gem({ outer, material, table = 0.5 }: { outer: readonly Point[]; material: Material; table?: number }) {
  const cx = outer.reduce((sum, [x]) => sum + x, 0) / outer.length;
  const cy = outer.reduce((sum, [, y]) => sum + y, 0) / outer.length;
  const inner = outer.map(([x, y]) => [cx + (x - cx) * table, cy + (y - cy) * table] as const);
  const path = (points: readonly Point[]) => points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');
  return (
    <g>
      <polygon points={path(outer)} fill={m(material)} stroke={OUTLINE} strokeWidth="3" strokeLinejoin="round" />
      {outer.map((a, i) => {
        const b = outer[(i + 1) % outer.length]!;
        const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
        const length = Math.hypot(dx, dy) || 1;
        // Outward normal of a clockwise outline (y down), against the light from the top left.
        const facing = (dy / length) * -0.6 + (-dx / length) * -0.8;
        const facet = [a, b, inner[(i + 1) % inner.length]!, inner[i]!];
        return (
          <polygon
            key={i}
            points={path(facet)}
            fill={facing > 0 ? '#fff' : '#000'}
            opacity={Math.abs(facing) * (facing > 0 ? 0.5 : 0.38)}
          />
        );
      })}
      <polygon points={path(inner)} fill="#fff" opacity="0.18" stroke="#fff" strokeOpacity="0.5" strokeWidth="0.8" />
      <path d={`M${inner[0]![0]} ${inner[0]![1]} L${cx} ${cy}`} stroke="#fff" strokeOpacity="0.35" strokeWidth="0.8" />
      <Sparkle x={cx - (cx - inner[0]![0]) * 0.4} y={cy - 8} size={7} />
    </g>
  );
}

/** A stroked line with a dark outline around it (drawn as two strokes). */
export const Line = ({ d, width, paint }: { d: string; width: number; paint: string }) => (
  <g fill="none" strokeLinecap="round" strokeLinejoin="round">
    <path d={d} stroke={OUTLINE} strokeWidth={width + 4} />
    <path d={d} stroke={paint} strokeWidth={width} />
  </g>
);

/** The props of a filled, outlined shape. */
export const solid = (paint: string, width = 2.5) => ({
  fill: paint,
  stroke: OUTLINE,
  strokeWidth: width,
  strokeLinejoin: 'round' as const,
});

/** A four-pointed glint. */
export const Sparkle = ({ x, y, size }: { x: number; y: number; size: number }) => (
  <path
    d={`M${x} ${y - size} Q${x} ${y} ${x + size} ${y} Q${x} ${y} ${x} ${y + size} Q${x} ${y} ${x - size} ${y} Q${x} ${y} ${x} ${y - size} Z`}
    fill="#fff"
    opacity="0.9"
  />
);

/** Points of a regular polygon (or a star when `inner` is given), clockwise from the top. */
export function polygon(cx: number, cy: number, radius: number, sides: number, inner?: number, turn = 0): Point[] {
  const count = inner === undefined ? sides : sides * 2;
  return Array.from({ length: count }, (_, i) => {
    const angle = turn + (i * 2 * Math.PI) / count - Math.PI / 2;
    const length = inner !== undefined && i % 2 === 1 ? inner : radius;
    return [cx + length * Math.cos(angle), cy + length * Math.sin(angle)] as const;
  });
}
export const points = (list: readonly Point[]) => list.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');

export interface RoyalStyle {
  /** The letter's face. */
  fill: string;
  /** A coloured edge around the face. */
  edge: string;
  /** The outermost line; a wide translucent one reads as a neon glow. */
  outline: string;
  outlineWidth?: number;
  outlineOpacity?: number;
}

const RANK_TEXT: Record<string, string> = { A: 'A', K: 'K', Q: 'Q', J: 'J', T: '10' };

/** A card royal (A K Q J 10) as a bold serif letter with its edge and outline. */
export function Royal({ rank, style }: { rank: string; style: RoyalStyle }) {
  const ten = rank === 'T';
  const text = {
    x: 50,
    y: ten ? 70 : 73,
    textAnchor: 'middle' as const,
    fontFamily: "Georgia, 'DejaVu Serif', 'Times New Roman', serif",
    fontWeight: 900,
    fontSize: ten ? 52 : 66,
    letterSpacing: ten ? -5 : 0,
    strokeLinejoin: 'round' as const,
  };
  const label = RANK_TEXT[rank] ?? rank;
  return (
    <g>
      <text
        {...text}
        fill="none"
        stroke={style.outline}
        strokeWidth={style.outlineWidth ?? 10}
        strokeOpacity={style.outlineOpacity ?? 1}
      >
        {label}
      </text>
      <text {...text} fill="none" stroke={style.edge} strokeWidth="5">
        {label}
      </text>
      <text {...text} fill={style.fill}>
        {label}
      </text>
      <text {...text} fill="none" stroke="#fff" strokeWidth="0.9" strokeOpacity="0.55">
        {label}
      </text>
    </g>
  );
}

/** The classic royal: a coloured face, a darker edge, a dark outline. */
export const classicRoyal = (material: Material): RoyalStyle => ({
  fill: m(material),
  edge: OUTLINE,
  outline: '#fff',
  outlineWidth: 11,
  outlineOpacity: 0.18,
});

/** A ribbon across the bottom of a badge with its word (WILD, SCATTER). */
function Ribbon({ material, text, size }: { material: Material; text: string; size: number }) {
  return (
    <g>
      <path
        d="M2 67 H98 L92 78.5 L98 90 H2 L8 78.5 Z"
        fill={m(material)}
        stroke={OUTLINE}
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path d="M9 70 H91" stroke="#fff" strokeOpacity="0.4" strokeWidth="1.2" />
      <text
        x="50"
        y={79 + size * 0.36}
        textAnchor="middle"
        fontFamily="system-ui, 'DejaVu Sans', sans-serif"
        fontWeight="900"
        fontSize={size}
        letterSpacing={size > 14 ? 1.5 : 0.6}
        fill="#fff"
        stroke={OUTLINE}
        strokeWidth="3"
        paintOrder="stroke"
        strokeLinejoin="round"
      >
        {text}
      </text>
    </g>
  );
}

/** The WILD symbol: a framed plaque with the theme's emblem (drawn above y = 66) and the word. */
export function WildBadge({ plate, ribbon, children }: { plate: Material; ribbon: Material; children: ReactNode }) {
  return (
    <g>
      <rect x="5" y="4" width="90" height="86" rx="16" fill={m(plate)} stroke={OUTLINE} strokeWidth="3" />
      <rect
        x="10.5"
        y="9.5"
        width="79"
        height="75"
        rx="11"
        fill="none"
        stroke="#fff"
        strokeOpacity="0.45"
        strokeWidth="1.5"
      />
      {children}
      <Ribbon material={ribbon} text="WILD" size={17} />
    </g>
  );
}

/** The SCATTER symbol: a medallion on a starburst with the theme's emblem (within r 30 of 50,42). */
export function ScatterBadge({
  burst,
  disc,
  ribbon,
  children,
}: {
  burst: Material;
  disc: Material;
  ribbon: Material;
  children: ReactNode;
}) {
  return (
    <g>
      <polygon
        points={points(polygon(50, 42, 44, 14, 30))}
        fill={m(burst)}
        stroke={OUTLINE}
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <circle cx="50" cy="42" r="32" fill={r(disc)} stroke={OUTLINE} strokeWidth="3" />
      <circle cx="50" cy="42" r="27.5" fill="none" stroke="#fff" strokeOpacity="0.45" strokeWidth="1.3" />
      {children}
      <Ribbon material={ribbon} text="SCATTER" size={12.5} />
    </g>
  );
}

/** Everything a game's reels show, by symbol code (see the games' *.game.ts). */
export type ThemeArt = Record<'W' | 'S' | 'P' | 'R' | 'G' | 'B' | 'A' | 'K' | 'Q' | 'J' | 'T', ReactNode>;

/** The five low symbols as card royals, each rank in its own style. */
export function royals(styleOf: (rank: 'A' | 'K' | 'Q' | 'J' | 'T') => RoyalStyle) {
  const ranks = ['A', 'K', 'Q', 'J', 'T'] as const;
  return Object.fromEntries(ranks.map((rank) => [rank, <Royal rank={rank} style={styleOf(rank)} />])) as Record<
    (typeof ranks)[number],
    ReactNode
  >;
}

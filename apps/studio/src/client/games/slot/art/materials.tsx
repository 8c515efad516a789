/**
 * The paints the slot symbols are drawn with: each material is a light, a mid and a dark
 * tone, defined once per page as a top-lit linear gradient (`m-<name>`) and a sphere-lit
 * radial one (`r-<name>`). Every drawing refers to them by name, so a symbol is a handful
 * of shapes and the page holds one copy of each gradient.
 */
export const MATERIALS = {
  gold: ['#fff6c2', '#f7c843', '#a8650a'],
  silver: ['#ffffff', '#c9d3e0', '#5d6b80'],
  bronze: ['#ffd9a8', '#c9813d', '#6b3a12'],
  ruby: ['#ffb3c1', '#e0194a', '#6d0620'],
  emerald: ['#b9ffd8', '#16b862', '#05512a'],
  sapphire: ['#b7d7ff', '#2167e8', '#0a2266'],
  amethyst: ['#efd6ff', '#9b45e6', '#42116e'],
  topaz: ['#ffe7b0', '#f59e0b', '#8a4a02'],
  jade: ['#d2f8e2', '#2fa36b', '#0c4a32'],
  ice: ['#ffffff', '#c4ecff', '#4d9cc9'],
  stone: ['#ece7dd', '#a39e93', '#4f4b45'],
  clay: ['#f6c9a6', '#c8703f', '#6e3113'],
  wood: ['#e8b67f', '#9a5b2a', '#4a2810'],
  pink: ['#ffd6ec', '#ff5fb0', '#a1105a'],
  orange: ['#ffd6a8', '#ff8a1f', '#a44605'],
  teal: ['#c3fff5', '#14c9b0', '#06574d'],
  red: ['#ffb4a8', '#ef3b2d', '#7a1109'],
  blue: ['#c6e3ff', '#3b82f6', '#1e3a8a'],
  green: ['#d9ffb8', '#5cc93a', '#1f5e12'],
  purple: ['#e9d8ff', '#8b5cf6', '#3b1a86'],
  cyan: ['#d7fcff', '#22d3ee', '#0e5a70'],
  magenta: ['#ffd6fc', '#e879f9', '#86198f'],
  lime: ['#f3ffc8', '#a3e635', '#3f6212'],
  amber: ['#fff1c4', '#fbbf24', '#92400e'],
  violet: ['#efe5ff', '#a78bfa', '#4c1d95'],
  grey: ['#f1f5f9', '#94a3b8', '#334155'],
  white: ['#ffffff', '#eef2f7', '#9aa8ba'],
  dark: ['#5b6575', '#1f2937', '#030712'],
  tiger: ['#ffd8a0', '#f38a1a', '#9a4a05'],
  brown: ['#e2b487', '#8b5a2b', '#3d230e'],
  night: ['#3b2a7a', '#151a44', '#05081c'],
} as const satisfies Record<string, readonly [string, string, string]>;

export type Material = keyof typeof MATERIALS;

/** A material as an SVG paint: lit from above (`m`) or as a sphere lit from the top left (`r`). */
export const m = (name: Material) => `url(#m-${name})`;
export const r = (name: Material) => `url(#r-${name})`;

/**
 * The gradients, mounted once with the game. Not `display: none`: Chromium does not paint
 * gradients that live in an undisplayed SVG.
 */
export function SymbolDefs() {
  return (
    <svg className="symbol-defs" width="0" height="0" aria-hidden focusable="false">
      <defs>
        {Object.entries(MATERIALS).map(([name, [light, mid, dark]]) => (
          <linearGradient key={`m-${name}`} id={`m-${name}`} x1="0" y1="0" x2="0.25" y2="1">
            <stop offset="0" stopColor={light} />
            <stop offset="0.45" stopColor={mid} />
            <stop offset="1" stopColor={dark} />
          </linearGradient>
        ))}
        {Object.entries(MATERIALS).map(([name, [light, mid, dark]]) => (
          <radialGradient key={`r-${name}`} id={`r-${name}`} cx="0.36" cy="0.3" r="0.75">
            <stop offset="0" stopColor={light} />
            <stop offset="0.5" stopColor={mid} />
            <stop offset="1" stopColor={dark} />
          </radialGradient>
        ))}
        <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#fff" stopOpacity="0.9" />
          <stop offset="1" stopColor="#fff" stopOpacity="0" />
        </radialGradient>
      </defs>
    </svg>
  );
}

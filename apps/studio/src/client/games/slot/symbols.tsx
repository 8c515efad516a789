/**
 * How each game draws its symbols: the regular high symbols get the game's own glyphs,
 * the low ones are card ranks, WILD and the ★ scatter are shared. Glyphs come from the
 * widely available symbol blocks (DejaVu covers them), so nothing is downloaded.
 */
const HIGH: Record<string, [string, string, string, string]> = {
  'pharaohs-fortune': ['☥', '♛', '⚜', '❖'],
  'neon-nights': ['⚙', '➹', '⚔', '♨'],
  'viking-raid': ['⚔', '⚓', '♜', '⚒'],
  'lucky-clover': ['☘', '♕', '♣', '❀'],
  'jungle-ways': ['☀', '♞', '✿', '❦'],
  'dragon-pearls': ['☯', '♛', '⚘', '☁'],
  'arctic-ways': ['❄', '❅', '⚓', '☃'],
  'aztec-avalanche': ['☀', '☼', '⚜', '❖'],
  'sugar-tumble': ['♥', '★', '✿', '●'],
  'crystal-caverns': ['◆', '❖', '✦', '✧'],
};
const HIGH_CODES = ['P', 'R', 'G', 'B'];
const LOW: Record<string, string> = { A: 'A', K: 'K', Q: 'Q', J: 'J', T: '10' };

export function glyphOf(gameId: string, code: string): string {
  if (code === 'W') return 'WILD';
  if (code === 'S') return '★';
  const high = HIGH_CODES.indexOf(code);
  if (high >= 0) return (HIGH[gameId] ?? HIGH['pharaohs-fortune']!)[high]!;
  return LOW[code] ?? code;
}

export function SymbolTile({ gameId, code, title }: { gameId: string; code: string; title?: string }) {
  return (
    <div className={`sym sym-${code}`} title={title}>
      <span>{glyphOf(gameId, code)}</span>
    </div>
  );
}

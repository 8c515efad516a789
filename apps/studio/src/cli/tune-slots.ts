import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { seededRandom } from '../engines/sim.source.js';
import { compileSlot } from '../engines/slot/slot.compile.js';
import { exactParSheet, simulatedParSheet } from '../engines/slot/slot.par.js';
import type { SlotConfig } from '../engines/slot/slot.types.js';
import { SLOT_DRAFTS } from './tune/slot-drafts.js';
import type { SlotDraft, SymbolCounts } from './tune/slot-drafts.types.js';

/**
 * Tuning helper: lays out each draft's strips from its symbol counts, then moves single
 * stops between a premium symbol and the lowest one (or lengthens / shortens a strip)
 * until the RTP is within TOLERANCE of TARGET, and writes src/games/slots/<id>.game.ts.
 * Usage: node --import tsx src/cli/tune-slots.ts [id …]
 */

const TARGET = 0.955;
const TOLERANCE = 0.0025;
const SEARCH_ROUNDS = 2_000_000; // cascades: simulated with common random numbers while searching
const FINAL_ROUNDS = 20_000_000;
const FINAL_SEED = 20_251_121;

type Counts = Map<string, number>[];

function expand(counts: SymbolCounts): Counts {
  return Array.from({ length: 5 }, (_, reel) => {
    const out = new Map<string, number>();
    for (const [code, n] of Object.entries(counts)) out.set(code, typeof n === 'number' ? n : n[reel]!);
    return out;
  });
}

/** A deterministic strip with no two scatters in one window. */
function layout(counts: Map<string, number>, seed: number): string {
  const rng = seededRandom(seed);
  const items = [...counts].flatMap(([code, n]) => Array<string>(n).fill(code));
  for (let attempt = 0; attempt < 10_000; attempt++) {
    const strip = rng.shuffle(items).join('');
    const ok = [...strip].every(
      (code, i) => code !== 'S' || (strip[(i + 1) % strip.length] !== 'S' && strip[(i + 2) % strip.length] !== 'S'),
    );
    if (ok) return strip;
  }
  throw new Error('cannot space the scatters');
}

function build(draft: SlotDraft, base: Counts, free: Counts): SlotConfig {
  return {
    id: draft.id,
    name: draft.name,
    theme: draft.theme,
    mechanic: draft.mechanic,
    betCoins: draft.betCoins,
    symbols: draft.symbols,
    reels: {
      base: base.map((counts, reel) => layout(counts, draft.seed * 10 + reel)),
      free: free.map((counts, reel) => layout(counts, draft.seed * 10 + 5 + reel)),
    },
    scatter: draft.scatter,
    freeSpinMultiplier: draft.freeSpinMultiplier,
    ...(draft.cascade ? { cascade: draft.cascade } : {}),
    par: { method: 'exact', rtp: 0 },
  };
}

function rtpOf(config: SlotConfig, rounds = SEARCH_ROUNDS): number {
  const c = compileSlot(config);
  return config.mechanic === 'cascade' ? simulatedParSheet(c, rounds, 7).rtp : exactParSheet(c).rtp;
}

/** Candidate edits of the base counts: on every reel at once while far off, then one reel. */
function moves(counts: Counts, tooHigh: boolean, reel: number, far: boolean): Counts[] {
  const out: Counts[] = [];
  const change = (edit: (m: Map<string, number>) => boolean) => {
    const next = counts.map((m) => new Map(m));
    const reels = far ? next : [next[reel]!];
    if (reels.map(edit).some(Boolean)) out.push(next);
  };
  const shift = (from: string, to: string) => (m: Map<string, number>) => {
    if ((m.get(from) ?? 0) < 1) return false;
    m.set(from, m.get(from)! - 1);
    m.set(to, (m.get(to) ?? 0) + 1);
    return true;
  };
  // Wilds and premiums move RTP a lot, the other low symbols only a little: both are needed to land.
  const others = far ? ['W', 'P', 'R', 'G', 'B'] : ['W', 'P', 'R', 'G', 'B', 'A', 'K', 'Q', 'J'];
  for (const other of others) change(tooHigh ? shift(other, 'T') : shift('T', other));
  change((m) => {
    const t = m.get('T') ?? 0;
    if (!tooHigh && t < 2) return false;
    m.set('T', t + (tooHigh ? 1 : -1));
    return true;
  });
  return out;
}

function tune(draft: SlotDraft): SlotConfig {
  let base = expand(draft.counts.base);
  const free = expand(draft.counts.free);
  let rtp = rtpOf(build(draft, base, free));
  for (let step = 0, stale = 0; stale < 10 && Math.abs(rtp - TARGET) > TOLERANCE; step++) {
    let best: { counts: Counts; rtp: number } | undefined;
    for (const candidate of moves(base, rtp > TARGET, step % 5, Math.abs(rtp - TARGET) > 0.04)) {
      const value = rtpOf(build(draft, candidate, free));
      if (!best || Math.abs(value - TARGET) < Math.abs(best.rtp - TARGET)) best = { counts: candidate, rtp: value };
    }
    if (best && Math.abs(best.rtp - TARGET) < Math.abs(rtp - TARGET)) {
      ({ counts: base, rtp } = best);
      stale = 0;
    } else {
      stale++;
    }
    console.error(`${draft.id} step ${step}: rtp ${rtp.toFixed(5)}`);
  }
  const config = build(draft, base, free);
  const c = compileSlot(config);
  if (config.mechanic === 'cascade') {
    const sheet = simulatedParSheet(c, FINAL_ROUNDS, FINAL_SEED);
    config.par = { method: 'simulated', rtp: sheet.rtp, ci95: sheet.ci95, rounds: FINAL_ROUNDS, seed: FINAL_SEED };
  } else {
    config.par = { method: 'exact', rtp: exactParSheet(c).rtp };
  }
  const margin = config.par.ci95 ?? 0;
  if (config.par.rtp - margin < 0.94 || config.par.rtp + margin > 0.97) {
    throw new Error(`${draft.id}: RTP ${config.par.rtp} ± ${margin} is outside 94-97 %; change the draft`);
  }
  return config;
}

function write(config: SlotConfig): void {
  const name = config.id.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
  const body = JSON.stringify(config, null, 2).replace(/^(\s*)"(\w+)":/gm, '$1$2:');
  const source = `import type { SlotConfig } from '../../engines/slot/slot.types.js';

// Fixed game data. The strips were laid out and tuned by src/cli/tune-slots.ts from the
// draft of the same id; the tests hold this game to the PAR figures in \`par\`.
export const ${name}: SlotConfig = ${body};
`;
  writeFileSync(fileURLToPath(new URL(`../games/slots/${config.id}.game.ts`, import.meta.url)), source);
}

const wanted = process.argv.slice(2);
if (wanted[0] === '--initial') {
  for (const draft of SLOT_DRAFTS) {
    console.log(
      `${draft.id}: initial RTP ${rtpOf(build(draft, expand(draft.counts.base), expand(draft.counts.free)), 300_000).toFixed(4)}`,
    );
  }
  process.exit(0);
}
for (const draft of SLOT_DRAFTS.filter((d) => wanted.length === 0 || wanted.includes(d.id))) {
  const config = tune(draft);
  write(config);
  console.log(`${config.id}: ${config.par.method} RTP ${(config.par.rtp * 100).toFixed(4)} %`);
}

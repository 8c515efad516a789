import { parSheet, type ParSheet } from '../engines/slot/slot.par.js';
import { BLACKJACK_RTP } from '../engines/table/blackjack/blackjack.rtp.js';
import { SLOTS } from '../games/slots/index.js';

/**
 * Prints every slot's PAR sheet: exact for lines and ways games, simulated (10M rounds,
 * with a 95 % interval) for cascading ones, then blackjack's recorded RTP (10^8 simulated
 * rounds, cli/blackjack-rtp.ts). `--json` prints the raw sheets instead.
 * Usage: node --import tsx apps/studio/src/cli/par-sheets.ts [--json] [--rounds N]
 */

const args = process.argv.slice(2);
const roundsAt = args.indexOf('--rounds');
const rounds = roundsAt >= 0 ? Number(args[roundsAt + 1]) : 10_000_000;

const sheets: ParSheet[] = [];
for (const c of SLOTS.values()) sheets.push(parSheet(c, { rounds, seed: 1 }));

if (args.includes('--json')) {
  console.log(JSON.stringify(sheets, null, 2));
} else {
  const pct = (x: number, digits = 3) => (Number.isNaN(x) ? '-' : `${(x * 100).toFixed(digits)}%`);
  const rows = sheets.map((s) => ({
    game: s.name,
    mechanic: s.mechanic,
    method: s.method,
    RTP: s.method === 'exact' ? pct(s.rtp, 4) : `${pct(s.rtp)} ± ${pct(s.ci95)}`,
    'base/scatter/free':
      s.method === 'exact' ? `${pct(s.rtpBase, 1)} / ${pct(s.rtpScatter, 1)} / ${pct(s.rtpFreeSpins, 1)}` : '-',
    'hit freq': pct(s.hitFrequency, 2),
    volatility: s.volatility.toFixed(2),
    'free spins': `1 in ${(1 / s.triggerFrequency).toFixed(0)}, avg ${s.averageFreeSpins.toFixed(1)}`,
    'max win (base / free spin)': `${s.maxBaseWin}x / ${Number.isNaN(s.maxFreeSpinWin) ? '-' : `${s.maxFreeSpinWin}x`}`,
  }));
  const columns = Object.keys(rows[0] ?? {}) as (keyof (typeof rows)[number])[];
  const widths = columns.map((col) => Math.max(col.length, ...rows.map((row) => String(row[col]).length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(line(columns));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of rows) console.log(line(columns.map((col) => String(row[col]))));
  console.log('\nExact: every stop combination enumerated. Simulated: seeded rounds, 95 % interval.');
  console.log(
    'Volatility: standard deviation of a round’s win per unit bet. Max win: largest single spin (observed, when simulated).',
  );
  const pctOf = (x: number) => `${(x * 100).toFixed(3)}%`;
  console.log(
    `\nBlackjack (6 decks, S17, peek, DAS, split to 4 hands, split aces one card, 3:2, insurance 2:1), basic strategy:` +
      ` RTP ${pctOf(BLACKJACK_RTP.rtp)} ± ${pctOf(BLACKJACK_RTP.ci95)} (95 %) per initial stake,` +
      ` ${pctOf(BLACKJACK_RTP.perWagered.rtp)} ± ${pctOf(BLACKJACK_RTP.perWagered.ci95)} per amount wagered;` +
      ` ${BLACKJACK_RTP.rounds.toLocaleString('en')} simulated hands (cli/blackjack-rtp.ts).`,
  );
}

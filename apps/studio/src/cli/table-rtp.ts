import { seededRandom } from '../engines/sim.source.js';
import { baccaratEdges, exactCoupCounts, shoeValueCounts } from '../engines/table/baccarat/baccarat.exact.js';
import { BLACKJACK_RTP } from '../engines/table/blackjack/blackjack.rtp.js';
import { simulateBasicStrategy } from '../engines/table/blackjack/blackjack.simulate.js';
import { MAX_WIN_ROLLS, MIN_WIN_ROLLS, multiplierBp } from '../engines/table/dice/dice.game.js';
import { kenoRtp } from '../engines/table/keno/keno.rtp.js';
import { ROULETTE_PAYS, type RouletteBetKind } from '../engines/table/roulette/roulette.rules.js';
import { rouletteRtp } from '../engines/table/roulette/roulette.rtp.js';
import { VIDEO_POKER_OPTIMAL_RTP } from '../engines/table/video-poker/vp.rtp.js';

/**
 * Prints the RTP of every table game: exact for roulette, dice, keno, baccarat and video
 * poker (cached; recompute with video-poker-rtp.ts), simulated with a 95 % interval for
 * blackjack (a run of --rounds here, beside the 10^8-round figure of blackjack-rtp.ts).
 * Usage: node --import tsx apps/studio/src/cli/table-rtp.ts [--rounds N]
 */

const args = process.argv.slice(2);
const roundsAt = args.indexOf('--rounds');
const rounds = roundsAt >= 0 ? Number(args[roundsAt + 1]) : 2_000_000;
const pct = (x: number, digits = 4) => `${(x * 100).toFixed(digits)} %`;
const rows: [string, string, string][] = [];

for (const kind of Object.keys(ROULETTE_PAYS) as RouletteBetKind[]) {
  const { returned, staked } = rouletteRtp(kind);
  rows.push([`European roulette: ${kind} (${ROULETTE_PAYS[kind]}:1)`, 'exact', pct(returned / staked)]);
}

let lowest = 1;
let exactTargets = 0;
for (let wins = MIN_WIN_ROLLS; wins <= MAX_WIN_ROLLS; wins++) {
  const rtp = (wins * multiplierBp(wins)) / 1e8;
  lowest = Math.min(lowest, rtp);
  if (rtp === 0.99) exactTargets++;
}
rows.push([
  `Dice (${exactTargets} of ${MAX_WIN_ROLLS - MIN_WIN_ROLLS + 1} win chances exact)`,
  'exact',
  `99.0000 % (lowest ${pct(lowest)})`,
]);

for (let picks = 1; picks <= 10; picks++) {
  const { numerator, denominator } = kenoRtp(picks);
  rows.push([`Keno: ${picks} picks`, 'exact', pct(Number((numerator * 10n ** 12n) / denominator) / 1e12)]);
}

const edges = baccaratEdges(exactCoupCounts(shoeValueCounts(8)));
rows.push(['Baccarat (8 decks): banker, 19:20', 'exact', `${pct(1 - edges.banker)} (edge ${pct(edges.banker)})`]);
rows.push(['Baccarat (8 decks): player, 1:1', 'exact', `${pct(1 - edges.player)} (edge ${pct(edges.player)})`]);
rows.push(['Baccarat (8 decks): tie, 8:1', 'exact', `${pct(1 - edges.tie)} (edge ${pct(edges.tie)})`]);

rows.push(['Video poker Jacks or Better 9/6, optimal play', 'exact', pct(VIDEO_POKER_OPTIMAL_RTP.rtp)]);

const BLACKJACK = 'Blackjack (6 decks, S17, peek, DAS, split to 4, 3:2, insurance 2:1), basic strategy';
const bj = simulateBasicStrategy(seededRandom(1), rounds);
rows.push([BLACKJACK, `simulated, ${rounds.toLocaleString('en')} rounds`, `${pct(bj.rtp, 3)} ± ${pct(bj.ci95, 3)}`]);
rows.push([
  BLACKJACK,
  `recorded, ${BLACKJACK_RTP.rounds.toLocaleString('en')} rounds`,
  `${pct(BLACKJACK_RTP.rtp, 3)} ± ${pct(BLACKJACK_RTP.ci95, 3)}`,
]);

const widths = [0, 1, 2].map((i) =>
  Math.max(...rows.map((row) => row[i]!.length), ['game', 'method', 'RTP'][i]!.length),
);
const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
console.log(line(['game', 'method', 'RTP']));
console.log(line(widths.map((w) => '-'.repeat(w))));
for (const row of rows) console.log(line(row));

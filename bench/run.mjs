// Runs the benchmarks on demand and writes each result as JSON to bench/results/.
// Usage: npm run bench [-- name]   (names: web-bundle, wallet, games, sportsbook, bonuses, jackpots, fleet, lighthouse)
// jackpots: bench/wallet's spread rate with the progressive jackpots' contributions on against off.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureFirstPage } from './web-bundle.mjs';
import { benchBonuses } from './bonuses.mjs';
import { benchFleet } from './fleet.mjs';
import { benchGames } from './games.mjs';
import { benchJackpots } from './jackpots.mjs';
import { benchSportsbook } from './sportsbook.mjs';
import { benchWallet } from './wallet.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const benches = {
  'web-bundle': () => measureFirstPage(path.join(root, 'apps/web/dist')),
  wallet: () => benchWallet(root),
  games: () => benchGames(root),
  sportsbook: () => benchSportsbook(root),
  bonuses: () => benchBonuses(root),
  jackpots: () => benchJackpots(root),
  fleet: () => benchFleet(root),
  // Imported when asked for: Lighthouse is a large package the other benches do not need.
  lighthouse: async () => (await import('./lighthouse.mjs')).benchLighthouse(root),
};

const wanted = process.argv.slice(2);
const names = wanted.length ? wanted : Object.keys(benches);
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
for (const name of names) {
  const bench = benches[name];
  if (!bench) throw new Error(`unknown bench ${name}; known: ${Object.keys(benches).join(', ')}`);
  const result = { bench: name, at: new Date().toISOString(), ...(await bench()) };
  writeFileSync(path.join(root, `bench/results/${name}.json`), `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result));
}

// A stand-in for the game studio's catalogue, for the browser journeys only. The real studio
// (apps/studio) lists its games at GET /api/catalogue; until it runs next to the platform in
// the journeys, this answers that call with the studio's game list, draws each game's picture,
// and serves a minimal page at /play/{gameId} so the game frame has something to load.
// `STAND_IN_EXTRA_GAMES=3000` adds generated games, to look at a lobby of thousands.
import { createServer } from 'node:http';

const GAMES = [
  ['pharaohs-fortune', "Pharaoh's Fortune", 'slot', 'videoSlots', '#e9a91f'],
  ['neon-nights', 'Neon Nights', 'slot', 'videoSlots', '#c026d3'],
  ['viking-raid', 'Viking Raid', 'slot', 'videoSlots', '#2563eb'],
  ['lucky-clover', 'Lucky Clover', 'slot', 'videoSlots', '#16a34a'],
  ['jungle-ways', 'Jungle Ways', 'slot', 'videoSlots', '#15803d'],
  ['dragon-pearls', 'Dragon Pearls', 'slot', 'videoSlots', '#dc2626'],
  ['arctic-ways', 'Arctic Ways', 'slot', 'videoSlots', '#0ea5e9'],
  ['aztec-avalanche', 'Aztec Avalanche', 'slot', 'videoSlots', '#ca8a04'],
  ['sugar-tumble', 'Sugar Tumble', 'slot', 'videoSlots', '#ec4899'],
  ['crystal-caverns', 'Crystal Caverns', 'slot', 'videoSlots', '#7c3aed'],
  ['european-roulette', 'European Roulette', 'table', 'roulette', '#b91c1c'],
  ['blackjack', 'Blackjack', 'table', 'blackJack', '#065f46'],
  ['baccarat', 'Baccarat', 'table', 'baccarat', '#9f1239'],
  ['jacks-or-better', 'Jacks or Better', 'table', 'videoPoker', '#1d4ed8'],
  ['dice', 'Dice', 'table', 'dice', '#0f766e'],
  ['keno', 'Keno', 'table', 'lotto', '#a16207'],
  ['live-roulette', 'Live Roulette', 'live', 'roulette', '#991b1b'],
  ['crash', 'Rocket Crash', 'live', 'crash', '#ea580c'],
  ['virtual-racing', 'Virtual Racing', 'virtual', 'racing', '#4d7c0f'],
];

const extra = Number(process.env.STAND_IN_EXTRA_GAMES ?? 0);
for (let i = 1; i <= extra; i += 1) {
  GAMES.push([`generated-${i}`, `Generated Slot ${i}`, 'slot', 'videoSlots', `hsl(${(i * 47) % 360} 60% 40%)`]);
}

/** A 235x235 picture: the game's colour, a soft glow and its name. */
function picture(name, colour) {
  const words = name.split(' ');
  const lines = words.length > 1 ? [words.slice(0, -1).join(' '), words.at(-1)] : [name];
  const text = lines
    .map(
      (line, i) =>
        `<text x="117.5" y="${120 + (i - (lines.length - 1) / 2) * 30}" font-size="24" font-weight="800" text-anchor="middle" fill="#fff" font-family="Georgia, serif">${line.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="235" height="235" viewBox="0 0 235 235"><defs><radialGradient id="g" cx="50%" cy="35%" r="75%"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#0a0f1e"/></radialGradient></defs><rect width="235" height="235" fill="url(#g)"/><circle cx="117.5" cy="117.5" r="88" fill="none" stroke="#ffd773" stroke-opacity=".35" stroke-width="3"/>${text}</svg>`;
}

export function startStudioStandIn(port = 0) {
  const server = createServer((req, res) => {
    const url = new URL(req.url, 'http://stand-in');
    const base = `http://${req.headers.host}`;
    if (url.pathname === '/api/catalogue') {
      const list = GAMES.map(([id, name, type, category]) => ({
        id,
        name,
        type,
        category,
        rtp: type === 'slot' ? 96 : null,
        volatility: type === 'slot' ? 'medium' : null,
        hasDemo: type !== 'live',
        image: `${base}/img/${id}.svg`,
        minBet: 0.1,
        maxBet: 100,
        description: `${name}: a game of the in-house studio.`,
      }));
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(list));
      return;
    }
    const image = url.pathname.match(/^\/img\/([a-z0-9-]+)\.svg$/);
    const game = image && GAMES.find(([id]) => id === image[1]);
    if (game) {
      res.writeHead(200, { 'content-type': 'image/svg+xml' }).end(picture(game[1], game[4]));
      return;
    }
    if (url.pathname.startsWith('/play/')) {
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(
          `<!doctype html><body style="margin:0;display:grid;place-items:center;height:100vh;background:#070b16;color:#ffd773;font:600 18px system-ui">Studio stand-in: ${url.pathname.slice(6)} (${url.searchParams.get('mode')})</body>`,
        );
      return;
    }
    res.writeHead(404).end();
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${server.address().port}` }));
  });
}

// Run on its own (`node apps/web/e2e/studio-stand-in.mjs 8185`) to view a lobby locally.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { url } = await startStudioStandIn(Number(process.argv[2] ?? 0));
  console.log(`studio stand-in at ${url}`);
}

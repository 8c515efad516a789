/**
 * The money side of the fake platform (docs/seamless-wallet.md): players and their launch tokens,
 * free-spin sessions, free bets, and every bet with what its wins paid and its corrections took.
 * Amounts are kept in minor units; a player has one balance (no cash/bonus split).
 */

export type Call = 'authenticate' | 'balance' | 'bet' | 'win' | 'rollback' | 'correct';

export interface Player {
  id: string;
  balance: number; // minor units
  currency: string;
  freeBets: FreeBet[];
}
interface FreeBet {
  id: number;
  amount: number; // minor units
  expires_at: string;
  used: boolean;
}
/** A free-spin session as `authenticate` shows it (`bet` as a decimal). */
export interface FreeSpins {
  session_id: number;
  left: number;
  bet: number;
}
interface Bet {
  player: string;
  stake: number; // what was taken: 0 for a free spin or a free bet
  state: 'placed' | 'won' | 'rolled_back';
  won: number; // what its wins credited
  taken: number; // what its corrections took back
  freeBet?: FreeBet;
  freeSpins?: FreeSpins;
}
export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

const refuse = (code: string, status: number, extra: Record<string, unknown> = {}): Answer => ({
  status,
  body: { code, message: code, ...extra },
});

export function createLedger() {
  const players = new Map<string, Player>();
  const tokens = new Map<string, string>(); // launch token → player id
  const freeSpins = new Map<string, FreeSpins>(); // launch token → the session it launches
  const bets = new Map<string, Bet>(); // bet transaction id → bet
  const earlyRollbacks = new Set<string>(); // `${player id}:${bet transaction id}`, rolled back before it arrived
  let freeBetIds = 0;

  const money = (player: Player) => ({
    player_id: player.id,
    currency: player.currency,
    balance: player.balance / 100,
    cash: player.balance / 100,
    bonus: 0,
    free_bets: player.freeBets
      .filter((f) => !f.used)
      .map((f) => ({ id: f.id, amount: f.amount / 100, expires_at: f.expires_at })),
  });
  const moved = (player: Player, tx: string, amount: number): Answer => ({
    status: 200,
    body: { ...money(player), transaction_id: tx, amount: amount / 100 },
  });

  function bet(player: Player, tx: string, amount: number, body: Record<string, unknown>): Answer {
    if (earlyRollbacks.has(`${player.id}:${tx}`)) return refuse('bet_rolled_back', 409);
    const placed: Bet = { player: player.id, stake: 0, state: 'placed', won: 0, taken: 0 };
    if (typeof body.free_spin_session_id === 'number') {
      if (amount !== 0) return refuse('invalid_request', 400);
      const session = [...freeSpins].find(
        ([token, s]) => s.session_id === body.free_spin_session_id && tokens.get(token) === player.id,
      )?.[1];
      if (!session || session.left <= 0) return refuse('free_spins_unavailable', 409);
      session.left -= 1;
      placed.freeSpins = session;
    } else if (typeof body.free_bet_id === 'number') {
      const free = player.freeBets.find((f) => f.id === body.free_bet_id && !f.used);
      if (!free) return refuse('free_bet_unavailable', 409);
      if (free.amount !== amount) return refuse('invalid_request', 400);
      free.used = true;
      placed.freeBet = free;
    } else {
      if (player.balance < amount) return refuse('not_enough_money', 400, { balance: player.balance / 100 });
      player.balance -= amount;
      placed.stake = amount;
    }
    bets.set(tx, placed);
    return moved(player, tx, placed.stake);
  }

  function rollback(player: Player, tx: string, betTx: string): Answer {
    const placed = bets.get(betTx);
    if (!placed) {
      earlyRollbacks.add(`${player.id}:${betTx}`);
      return moved(player, tx, 0);
    }
    if (placed.player !== player.id) return refuse('bet_not_found', 404);
    if (placed.state === 'won') return refuse('bet_settled', 409);
    if (placed.state === 'rolled_back') return moved(player, tx, 0);
    placed.state = 'rolled_back';
    player.balance += placed.stake;
    if (placed.freeBet) placed.freeBet.used = false;
    if (placed.freeSpins) placed.freeSpins.left += 1;
    return moved(player, tx, placed.stake);
  }

  /** Applies one call (whose signature was checked) and returns the platform's answer. */
  function apply(call: Call, body: Record<string, unknown>): Answer {
    if (call === 'authenticate') {
      const token = String(body.token);
      const player = players.get(tokens.get(token) ?? '');
      if (!player) return refuse('invalid_token', 401);
      const spins = freeSpins.get(token) ?? null;
      return {
        status: 200,
        body: { ...money(player), username: `p${player.id}`, game_id: 'x', language: 'en', free_spins: spins },
      };
    }
    const player = players.get(String(body.player_id));
    if (!player) return refuse('player_not_found', 404);
    if (call === 'balance') return { status: 200, body: money(player) };
    const tx = String(body.transaction_id);
    const amount = Math.round(Number(body.amount ?? 0) * 100);
    if (call === 'bet') return bet(player, tx, amount, body);
    if (call === 'rollback') return rollback(player, tx, String(body.bet_transaction_id));

    const placed = bets.get(String(body.bet_transaction_id));
    if (!placed || placed.player !== player.id) return refuse('bet_not_found', 404);
    if (placed.state === 'rolled_back') return refuse('bet_rolled_back', 409);
    if (call === 'win') {
      placed.state = 'won';
      placed.won += amount;
      player.balance += amount;
      return moved(player, tx, amount);
    }
    // correct: at most what the wins paid less earlier corrections, and never below a zero balance
    const taken = Math.min(amount, placed.won - placed.taken, player.balance);
    placed.taken += taken;
    player.balance -= taken;
    return moved(player, tx, taken);
  }

  return {
    players,
    apply,
    addPlayer(id: string, balance: number, token?: string) {
      players.set(id, { id, balance, currency: 'EUR', freeBets: [] });
      if (token) tokens.set(token, id);
    },
    grantFreeSpins(token: string, grant: FreeSpins) {
      freeSpins.set(token, { ...grant });
    },
    grantFreeBet(playerId: string, amount: number) {
      const player = players.get(playerId);
      if (!player) throw new Error(`grantFreeBet: no player ${playerId}`);
      freeBetIds += 1;
      const expires = new Date(Date.now() + 86_400_000).toISOString();
      player.freeBets.push({ id: freeBetIds, amount, expires_at: expires, used: false });
      return freeBetIds;
    },
  };
}

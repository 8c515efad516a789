import { useCallback, useEffect, useRef, useState } from 'react';
import { api, type Round } from '../../lib/api';

export interface LiveBet extends Round {
  liveRoundId: string;
}
export interface LiveHistory<R> {
  id: string;
  seq: number;
  result: R;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
}
export interface LiveState<R> {
  serverNow: number;
  round: {
    id: string;
    seq: number;
    serverSeedHash: string;
    phase: 'betting' | 'running' | 'ended';
    opensAt: number;
    closesAt: number;
    endsAt: number | null;
    result: R | null;
  } | null;
  history: LiveHistory<R>[];
  bets: LiveBet[];
}

/**
 * Polls the shared round; `offset` turns the server's clock into this browser's. When one
 * of this player's bets is settled, `onBalance` gets the balance after it.
 */
export function useLive<R>(intervalMs: number, onBalance: (balance: number | null) => void) {
  const [state, setState] = useState<LiveState<R> | null>(null);
  const offset = useRef(0);
  const [tick, setTick] = useState(0);
  const lastPaid = useRef<string | null>(null);

  useEffect(() => {
    let stop = false;
    let timer: ReturnType<typeof setTimeout>;
    const poll = async () => {
      try {
        const before = Date.now();
        const next = await api<LiveState<R>>('/api/client/live');
        offset.current = next.serverNow - (before + Date.now()) / 2;
        if (!stop) setState(next);
      } catch {
        // A missed poll is retried on the next one.
      }
      if (!stop) timer = setTimeout(poll, intervalMs);
    };
    void poll();
    return () => {
      stop = true;
      clearTimeout(timer);
    };
  }, [intervalMs, tick]);

  useEffect(() => {
    const last = state?.bets.filter((bet) => bet.state === 'settled').at(-1);
    if (last && lastPaid.current !== last.id) {
      lastPaid.current = last.id;
      onBalance(last.balance);
    }
  }, [state, onBalance]);

  const serverNow = useCallback(() => Date.now() + offset.current, []);
  const refresh = useCallback(() => setTick((n) => n + 1), []);
  /** Places bets on the round taking them (the game decides their shape); the balance follows. */
  const placeBets = useCallback(
    async (input: object) => {
      const placed = await api<Round>('/api/client/live/bets', { input });
      onBalance(placed.balance);
      refresh();
      return placed;
    },
    [onBalance, refresh],
  );
  return { state, serverNow, refresh, placeBets };
}

/**
 * The server's time, read again on every animation frame while `moving` (a rocket climbing, a
 * race run), and four times a second otherwise, which is all a countdown needs: drawing the
 * whole table sixty times a second for nothing keeps a phone's processor busy.
 */
export function useServerTime(serverNow: () => number, moving: boolean) {
  const [now, setNow] = useState(() => serverNow());
  useEffect(() => {
    if (!moving) {
      setNow(serverNow());
      const timer = setInterval(() => setNow(serverNow()), 250);
      return () => clearInterval(timer);
    }
    let frame = 0;
    const loop = () => {
      setNow(serverNow());
      frame = requestAnimationFrame(loop);
    };
    frame = requestAnimationFrame(loop);
    return () => cancelAnimationFrame(frame);
  }, [serverNow, moving]);
  return now;
}

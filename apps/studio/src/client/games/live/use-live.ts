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

/** Polls the shared round; `offset` turns the server's clock into this browser's. */
export function useLive<R>(intervalMs: number) {
  const [state, setState] = useState<LiveState<R> | null>(null);
  const offset = useRef(0);
  const [tick, setTick] = useState(0);

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

  const serverNow = useCallback(() => Date.now() + offset.current, []);
  const refresh = useCallback(() => setTick((n) => n + 1), []);
  return { state, serverNow, refresh };
}

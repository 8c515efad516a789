import { useEffect, useState } from 'react';
import type { LiveHistory } from '../games/live/use-live';
import { api, type ClientState } from '../lib/api';
import { t } from '../lib/i18n';
import { crashFromSeed, raceFromSeed, rouletteFromSeed, sha256Hex } from '../lib/verify-live';

type Result = { pocket?: number; crash?: number; order?: number[] };

/** The live table's past rounds, each verified in the browser against its published hash. */
export function LiveFairness({ state }: { state: ClientState }) {
  const [history, setHistory] = useState<LiveHistory<Result>[]>([]);
  const [checks, setChecks] = useState<Record<string, boolean>>({});
  useEffect(() => {
    void api<{ history: LiveHistory<Result>[] }>('/api/client/live').then((live) => setHistory(live.history));
  }, []);

  async function verify(round: LiveHistory<Result>) {
    const hashOk = (await sha256Hex(round.serverSeed)) === round.serverSeedHash;
    const same =
      state.game.id === 'crash'
        ? (await crashFromSeed(round.serverSeed, round.clientSeed)) === round.result.crash
        : state.game.id === 'virtual-racing'
          ? (await raceFromSeed(round.serverSeed, round.clientSeed, weights)).join() === round.result.order?.join()
          : (await rouletteFromSeed(round.serverSeed, round.clientSeed)) === round.result.pocket;
    setChecks((current) => ({ ...current, [round.id]: hashOk && same }));
  }

  const weights = ((state.game.runners as { weight: number }[] | undefined) ?? []).map((runner) => runner.weight);
  const show = (r: Result) =>
    r.crash !== undefined
      ? `${(r.crash / 100).toFixed(2)}x`
      : r.order
        ? r.order.map((lane) => lane + 1).join('-')
        : String(r.pocket);
  return (
    <div className="fair">
      <p className="muted">{t('liveFairIntro')}</p>
      {history.length === 0 && <p className="muted">{t('noRounds')}</p>}
      <ul className="history live">
        {history.map((round) => (
          <li key={round.id}>
            <span>#{round.seq}</span>
            <strong>{show(round.result)}</strong>
            <code title={round.serverSeed}>{round.serverSeed.slice(0, 12)}…</code>
            {checks[round.id] === undefined ? (
              <button className="btn small" onClick={() => void verify(round)}>
                {t('verify')}
              </button>
            ) : (
              <span className={checks[round.id] ? 'ok' : 'error'}>{t(checks[round.id] ? 'verified' : 'mismatch')}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

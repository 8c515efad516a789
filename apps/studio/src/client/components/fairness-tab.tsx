import { useEffect, useState } from 'react';
import { api, ApiError, type ClientState, type HistoryRound, type Seed } from '../lib/api';
import { t } from '../lib/i18n';
import { formatMoney, formatTime } from '../lib/money';

// The stored outcome comes back from jsonb with its keys reordered: compare with sorted keys.
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

interface Rotation {
  revealed: { serverSeed: string; serverSeedHash: string; clientSeed: string; roundsPlayed: number };
  current: Seed;
}

/** Seeds in play, rotation, and a verify button on every round whose seed is revealed. */
export function FairnessTab({ state }: { state: ClientState }) {
  const [seed, setSeed] = useState<Seed>(state.seed);
  const [clientSeed, setClientSeed] = useState(state.seed.clientSeed);
  const [rounds, setRounds] = useState<HistoryRound[] | null>(null);
  const [checks, setChecks] = useState<Record<string, boolean>>({});
  const [revealed, setRevealed] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = () =>
    api<{ rounds: HistoryRound[] }>('/api/client/rounds')
      .then((answer) => setRounds(answer.rounds))
      .catch(() => setRounds([]));
  useEffect(() => {
    void load();
    void api<ClientState>('/api/client/state').then((fresh) => setSeed(fresh.seed));
  }, []);

  async function rotate(withClientSeed?: string) {
    setError(null);
    try {
      const answer = await api<Rotation>('/api/client/seed', withClientSeed ? { clientSeed: withClientSeed } : {});
      setSeed(answer.current);
      setClientSeed(answer.current.clientSeed);
      setRevealed(answer.revealed.serverSeed);
      await load();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.code : 'internal_error');
    }
  }

  async function verify(round: HistoryRound) {
    const answer = await api<{ serverSeedHash: string; outcome: unknown; payout: number }>('/api/verify', {
      gameId: state.game.id,
      serverSeed: round.seed.serverSeed,
      clientSeed: round.seed.clientSeed,
      nonce: round.nonce,
      input: round.input,
    });
    const same =
      answer.serverSeedHash === round.seed.serverSeedHash &&
      answer.payout === round.payout &&
      canonical(answer.outcome) === canonical(round.outcome);
    setChecks((current) => ({ ...current, [round.id]: same }));
  }

  return (
    <div className="fair">
      <p className="muted">{t('fairIntro')}</p>
      <label className="field">
        <span>{t('serverSeedHash')}</span>
        <code data-testid="seed-hash">{seed.serverSeedHash}</code>
      </label>
      <label className="field">
        <span>{t('clientSeed')}</span>
        <div className="row">
          <input value={clientSeed} maxLength={64} onChange={(event) => setClientSeed(event.target.value)} />
          <button className="btn" onClick={() => rotate(clientSeed)} disabled={clientSeed === seed.clientSeed}>
            {t('changeSeed')}
          </button>
        </div>
      </label>
      <div className="row spread">
        <span className="muted">
          {t('nonce')}: <strong>{seed.nonce}</strong>
        </span>
        <button className="btn" onClick={() => rotate()}>
          {t('rotate')}
        </button>
      </div>
      {error && <p className="error">{t(error)}</p>}
      {revealed && (
        <label className="field">
          <span>{t('revealed')}</span>
          <code data-testid="revealed-seed">{revealed}</code>
        </label>
      )}
      <h3>{t('yourRounds')}</h3>
      {rounds && rounds.length === 0 && <p className="muted">{t('noRounds')}</p>}
      <ul className="history">
        {rounds?.map((round) => (
          <li key={round.id}>
            <span className="when">{formatTime(round.createdAt)}</span>
            <span>#{round.nonce}</span>
            <span>{formatMoney(round.stake, state.currency)}</span>
            <span className={round.payout > 0 ? 'won' : ''}>{formatMoney(round.payout, state.currency)}</span>
            {round.seed.serverSeed ? (
              checks[round.id] === undefined ? (
                <button className="btn small" onClick={() => verify(round)}>
                  {t('verify')}
                </button>
              ) : (
                <span className={checks[round.id] ? 'ok' : 'error'}>
                  {t(checks[round.id] ? 'verified' : 'mismatch')}
                </span>
              )
            ) : (
              <span className="muted small">{t('sealed')}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

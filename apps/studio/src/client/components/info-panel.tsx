import { lazy, Suspense, useState } from 'react';
import type { ClientState } from '../lib/api';
import { t } from '../lib/i18n';
import { formatMoney } from '../lib/money';
import { FairnessTab } from './fairness-tab';
import { LiveFairness } from './live-fairness';
import { Modal } from './modal';

// The slot rules carry the slots' drawings: only a slot loads them (the slot game already has).
const SlotRules = lazy(async () => ({ default: (await import('../games/slot/slot-rules')).SlotRules }));

/** The game's info panel: rules, RTP and limits, then the provably-fair tools. */
export function InfoPanel({ state, onClose }: { state: ClientState; onClose: () => void }) {
  const [tab, setTab] = useState<'rules' | 'fair'>('rules');
  const { game } = state;
  return (
    <Modal title={game.name} onClose={onClose} wide>
      <div className="tabs" role="tablist">
        <button role="tab" aria-selected={tab === 'rules'} onClick={() => setTab('rules')}>
          {t('rules')}
        </button>
        <button role="tab" aria-selected={tab === 'fair'} onClick={() => setTab('fair')}>
          {t('fairness')}
        </button>
      </div>
      {tab === 'rules' ? (
        <div className="rules">
          <dl className="facts">
            <div>
              <dt>{t('rtp')}</dt>
              <dd>{(game.rtp * 100).toFixed(2)} %</dd>
            </div>
            {game.volatility && (
              <div>
                <dt>{t('volatility')}</dt>
                <dd>{t(game.volatility)}</dd>
              </div>
            )}
            <div>
              <dt>{t('limits')}</dt>
              <dd>
                {formatMoney(game.minBet, state.currency)} – {formatMoney(game.maxBet, state.currency)}
              </dd>
            </div>
          </dl>
          {game.type === 'slot' ? (
            <Suspense fallback={null}>
              <SlotRules game={game} />
            </Suspense>
          ) : game.id === 'crash' ? (
            <p>{t('crashRules')}</p>
          ) : game.id === 'virtual-racing' ? (
            <p>{t('raceRules')}</p>
          ) : game.id === 'keno' ? (
            <p>{t('kenoRules')}</p>
          ) : game.id === 'baccarat' ? (
            <p>{t('baccaratRules')}</p>
          ) : game.id === 'blackjack' ? (
            <p>{t('blackjackRules')}</p>
          ) : game.id === 'jacks-or-better' ? (
            <p>{t('videoPokerRules')}</p>
          ) : (
            <>
              {game.type === 'live' && <p>{t('liveRules')}</p>}
              <p>{t(game.category === 'roulette' ? 'rouletteRules' : 'diceRules')}</p>
            </>
          )}
          <p className="muted">{t('rulesServer')}</p>
        </div>
      ) : game.type === 'live' || game.type === 'virtual' ? (
        <LiveFairness state={state} />
      ) : (
        <FairnessTab state={state} />
      )}
    </Modal>
  );
}

import type { GameInfo } from '../../lib/api';
import { t } from '../../lib/i18n';
import type { SlotInfo } from './slot.types';
import { SymbolTile } from './symbols';

const times = (coins: number, betCoins: number) => `×${+(coins / betCoins).toFixed(2)}`;

/** The slot's rules and paytable, from the game's own data. */
export function SlotRules({ game }: { game: GameInfo }) {
  const slot = game as SlotInfo;
  const evaluate = slot.cascade?.evaluate ?? slot.mechanic;
  return (
    <>
      <p>{evaluate === 'ways' ? t('rulesWays') : t('rulesLines', { n: slot.lines.length })}</p>
      {slot.cascade && <p>{t('rulesCascade', { m: slot.cascade.multipliers.map((m) => `×${m}`).join(' → ') })}</p>}
      <p className="rule-with-symbol">
        <SymbolTile gameId={game.id} code="W" title={slot.symbols.find((s) => s.kind === 'wild')?.name} />
        <span>{t('rulesWild')}</span>
      </p>
      <p className="rule-with-symbol">
        <SymbolTile gameId={game.id} code="S" title={slot.symbols.find((s) => s.kind === 'scatter')?.name} />
        <span>
          {t('rulesScatter', {
            pays: slot.scatter.pays.map((p) => `×${p}`).join(' / '),
            spins: slot.scatter.freeSpins.join(' / '),
          })}
        </span>
      </p>
      {slot.freeSpinMultiplier > 1 && <p>{t('rulesFreeMultiplier', { m: slot.freeSpinMultiplier })}</p>}
      <h3>{t('paytable')}</h3>
      <p className="muted">{t('rulesPays')}</p>
      <div className="paytable">
        {slot.symbols
          .filter((symbol) => symbol.pays)
          .map((symbol) => (
            <div className="pay-row" key={symbol.code}>
              <SymbolTile gameId={game.id} code={symbol.code} title={symbol.name} />
              <div className="pays">
                {symbol.pays!.map((coins, i) => (
                  <span key={i}>
                    <b>{i + 3}</b> {times(coins, slot.betCoins)}
                  </span>
                ))}
              </div>
            </div>
          ))}
      </div>
    </>
  );
}

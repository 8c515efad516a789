import type { TradingEventDetail, TradingMarket } from '@casino/contracts';
import { Button } from '@casino/ui/button';
import { notify } from '@casino/ui/toast';
import { useTranslation } from 'react-i18next';
import { Badge, EmptyRow, Table, Td, Th } from '@/components/table';
import { useChangeEvent } from '../api/change-event';
import { failureText } from '../lib/texts';

function MarketStatus({ market }: { market: TradingMarket }) {
  const { t } = useTranslation();
  if (market.suspendedByOperator) return <Badge tone="bad">{t('trading.suspended')}</Badge>;
  if (market.status === 'suspended') return <Badge tone="wait">{t('trading.marketPaused')}</Badge>;
  return <Badge tone="good">{t('trading.marketOpen')}</Badge>;
}

/** The markets offered now with their prices, each suspended or resumed on its own. */
export function MarketsPanel({ event }: { event: TradingEventDetail }) {
  const { t } = useTranslation();
  const mutation = useChangeEvent(event.id);
  const toggle = (market: TradingMarket) =>
    mutation.mutate(
      { action: market.suspendedByOperator ? 'resume' : 'suspend', market_id: market.id },
      { onError: (error) => notify(failureText(error), 'error') },
    );
  return (
    <section aria-labelledby="markets-title" className="flex flex-col gap-3">
      <h2 id="markets-title" className="text-lg font-semibold text-fog-100">
        {t('trading.markets')}
      </h2>
      {event.override.suspended ? <p className="text-sm text-fog-400">{t('trading.wholeEventSuspended')}</p> : null}
      <Table caption={t('trading.markets')}>
        <thead>
          <tr>
            <Th>{t('trading.market')}</Th>
            <Th>{t('trading.prices')}</Th>
            <Th>{t('trading.state')}</Th>
            <Th>
              <span className="sr-only">{t('trading.actionsLabel')}</span>
            </Th>
          </tr>
        </thead>
        <tbody data-testid="market-rows">
          {event.markets.map((market) => (
            <tr key={market.id} data-testid={`market-${market.id}`}>
              <Td className="font-semibold">{market.name}</Td>
              <Td>
                <span className="flex flex-wrap gap-x-4 gap-y-1">
                  {market.outcomes.map((outcome) => (
                    <span key={outcome.id} className="whitespace-nowrap">
                      <span className="text-fog-400">{outcome.name}</span>{' '}
                      <span className="font-semibold tabular-nums">{outcome.odds.toFixed(2)}</span>
                    </span>
                  ))}
                </span>
              </Td>
              <Td>
                <MarketStatus market={market} />
              </Td>
              <Td className="text-end">
                <Button
                  size="sm"
                  variant={market.suspendedByOperator ? 'secondary' : 'outline'}
                  disabled={event.override.suspended || mutation.isPending}
                  onClick={() => toggle(market)}
                >
                  {t(market.suspendedByOperator ? 'trading.actions.resume' : 'trading.actions.suspend')}
                </Button>
              </Td>
            </tr>
          ))}
          {event.markets.length === 0 ? <EmptyRow columns={4}>{t('trading.noMarkets')}</EmptyRow> : null}
        </tbody>
      </Table>
    </section>
  );
}

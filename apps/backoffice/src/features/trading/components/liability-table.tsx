import type { TradingLiabilityMarket } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { EmptyRow, Table, Td, Th } from '@/components/table';
import { formatAmount } from '../lib/texts';

/** What the open tickets stand to cost, market by market and outcome by outcome. */
export function LiabilityTable({ markets }: { markets: readonly TradingLiabilityMarket[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="liability-title" className="flex flex-col gap-3">
      <h2 id="liability-title" className="text-lg font-semibold text-fog-100">
        {t('trading.liabilityByMarket')}
      </h2>
      <Table caption={t('trading.liabilityByMarket')}>
        <thead>
          <tr>
            <Th>{t('trading.market')}</Th>
            <Th>{t('trading.outcome')}</Th>
            <Th numeric>{t('trading.stakes')}</Th>
            <Th numeric>{t('trading.payout')}</Th>
            <Th numeric>{t('trading.liability')}</Th>
          </tr>
        </thead>
        <tbody data-testid="liability-rows">
          {markets.flatMap((market) =>
            market.outcomes.map((outcome, i) => (
              <tr key={`${market.market_id}/${outcome.outcome_id}`}>
                <Td className="font-semibold">{i === 0 ? (market.name ?? market.market_id) : null}</Td>
                <Td>{outcome.name ?? outcome.outcome_id}</Td>
                <Td className="text-end tabular-nums">{formatAmount(outcome.stakes)}</Td>
                <Td className="text-end tabular-nums">{formatAmount(outcome.payout)}</Td>
                <Td className="text-end font-semibold tabular-nums">
                  {i === 0 ? formatAmount(market.liability) : null}
                </Td>
              </tr>
            )),
          )}
          {markets.length === 0 ? <EmptyRow columns={5}>{t('trading.noLiability')}</EmptyRow> : null}
        </tbody>
      </Table>
    </section>
  );
}

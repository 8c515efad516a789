import type { ActivityFigures, AgentActivity } from '@casino/contracts';
import { cn } from '@casino/ui/cn';
import { useTranslation } from 'react-i18next';
import { EmptyRow, Table, Td, Th } from '@/components/table';
import { formatMoney } from '@/lib/format';

/** The money columns of a player's or a currency's row, in the order of their headings. */
const AMOUNTS = ['deposits', 'withdrawals', 'stakes', 'wins', 'ggr', 'bonus_cost', 'ngr'] as const;

function FigureHeadings() {
  const { t } = useTranslation();
  return (
    <>
      <Th numeric>{t('agents.bets')}</Th>
      {AMOUNTS.map((amount) => (
        <Th numeric key={amount}>
          {t(`agents.figures.${amount}`)}
        </Th>
      ))}
    </>
  );
}

function FigureCells({ row }: { row: ActivityFigures }) {
  return (
    <>
      <Td className="text-end tabular-nums">{row.bets}</Td>
      {AMOUNTS.map((amount) => (
        <Td
          key={amount}
          className={cn(
            'text-end whitespace-nowrap tabular-nums',
            (amount === 'ggr' || amount === 'ngr') && row[amount] < 0 && 'text-danger-400',
          )}
        >
          {formatMoney(row[amount], row.currency)}
        </Td>
      ))}
    </>
  );
}

/** The tree's totals, one row per currency (never summed across currencies). */
export function TotalsTable({ totals }: { totals: AgentActivity['totals'] }) {
  const { t } = useTranslation();
  return (
    <Table caption={t('agents.totals')}>
      <thead>
        <tr>
          <Th>{t('agents.currencyColumn')}</Th>
          <FigureHeadings />
        </tr>
      </thead>
      <tbody data-testid="activity-totals">
        {totals.map((row) => (
          <tr key={row.currency}>
            <Td className="font-semibold">{row.currency}</Td>
            <FigureCells row={row} />
          </tr>
        ))}
        {totals.length === 0 ? <EmptyRow columns={2 + AMOUNTS.length}>{t('agents.noActivity')}</EmptyRow> : null}
      </tbody>
    </Table>
  );
}

/** Each player of the tree with money moved over the range, and the agent they are under. */
export function PlayersActivityTable({
  activity,
  agentNames,
}: {
  activity: AgentActivity;
  agentNames: ReadonlyMap<number, string>;
}) {
  const { t } = useTranslation();
  return (
    <Table caption={t('agents.playersActivity')}>
      <thead>
        <tr>
          <Th>{t('agents.player')}</Th>
          <Th>{t('agents.underAgent')}</Th>
          <FigureHeadings />
        </tr>
      </thead>
      <tbody data-testid="activity-players">
        {activity.players.map((row) => (
          <tr key={`${row.id}-${row.currency}`}>
            <Td className="font-semibold">{row.username}</Td>
            <Td className="text-fog-400">
              {row.agent_id === activity.agent.id
                ? t('agents.direct')
                : (agentNames.get(row.agent_id) ?? `#${row.agent_id}`)}
            </Td>
            <FigureCells row={row} />
          </tr>
        ))}
        {activity.players.length === 0 ? (
          <EmptyRow columns={3 + AMOUNTS.length}>{t('agents.noActivity')}</EmptyRow>
        ) : null}
      </tbody>
    </Table>
  );
}

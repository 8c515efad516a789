import type { AgentSummary } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { Badge, EmptyRow, Table, Td, Th } from '@/components/table';
import { formatDateTime, formatMoney } from '@/lib/format';
import { formatRate } from '../lib/format-rate';
import { asTree } from '../lib/tree';

/** The agents under the caller as a tree (each under its parent), with their players, balances and rates. */
export function AgentsTable({ agents, rootId }: { agents: readonly AgentSummary[]; rootId: number | null }) {
  const { t } = useTranslation();
  return (
    <Table caption={t('agents.listTitle')}>
      <thead>
        <tr>
          <Th>{t('agents.username')}</Th>
          <Th>{t('agents.parent')}</Th>
          <Th numeric>{t('agents.players')}</Th>
          <Th numeric>{t('agents.balance')}</Th>
          <Th numeric>{t('agents.rate')}</Th>
          <Th>{t('agents.since')}</Th>
        </tr>
      </thead>
      <tbody data-testid="agents-rows">
        {asTree(agents, rootId).map(({ agent, depth }) => (
          <tr key={agent.id}>
            <Td>
              {/* Each level of the tree one step further in, on the reading side. */}
              <span className="inline-flex items-center gap-2" style={{ paddingInlineStart: `${depth * 1.25}rem` }}>
                {depth > 0 ? <span aria-hidden className="mb-1.5 h-2.5 w-2 border-s border-b border-fog-500" /> : null}
                <span className="font-semibold">{agent.username}</span>
                {agent.is_banned ? <Badge tone="bad">{t('agents.banned')}</Badge> : null}
              </span>
            </Td>
            <Td className="text-fog-400">{agent.parent_username ?? '—'}</Td>
            <Td className="text-end tabular-nums">{agent.players}</Td>
            <Td className="text-end tabular-nums">{formatMoney(agent.balance, agent.currency)}</Td>
            <Td className="text-end tabular-nums">{formatRate(agent.commission_rate)}</Td>
            <Td className="whitespace-nowrap text-fog-400">{formatDateTime(agent.created_at)}</Td>
          </tr>
        ))}
        {agents.length === 0 ? <EmptyRow columns={6}>{t('agents.none')}</EmptyRow> : null}
      </tbody>
    </Table>
  );
}

import { type AgentSummary, REPORT_MAX_DAYS } from '@casino/contracts';
import { Button } from '@casino/ui/button';
import { Input } from '@casino/ui/input';
import { Select } from '@casino/ui/select';
import { Spinner } from '@casino/ui/spinner';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/error-text';
import { useAgentActivity } from '../api/get-agent-activity';
import { lastMonth, monthToDate, type Period, periodProblem } from '../lib/period';
import { PlayersActivityTable, TotalsTable } from './activity-tables';
import { CommissionSection } from './commission-section';
import { CommissionRateForm } from './commission-rate-form';

/**
 * The activity of an agent's tree over a date range: the commission first, then the totals per
 * currency and each player's figures. An agent looks at their own tree or a sub-agent's; the
 * owner picks any agent and sets their rate.
 */
export function ActivitySection({
  me,
  agents,
}: {
  me: { id: number; username: string; role: string; currency: string };
  agents: readonly AgentSummary[];
}) {
  const { t } = useTranslation();
  const isOwner = me.role === 'O';
  const [draft, setDraft] = useState<Period>(() => monthToDate());
  const [picked, setPicked] = useState('');
  // The owner has no tree of their own: the first agent until another is picked.
  const agentId = picked ? Number(picked) : isOwner ? (agents[0]?.id ?? null) : null;
  const period = useDeferredValue(draft);
  const problem = periodProblem(draft);
  const enabled = !problem && !!draft.from && !!draft.to && (!isOwner || agentId !== null);
  const activity = useAgentActivity({ ...period, agentId }, enabled);
  const agentNames = new Map([[me.id, me.username], ...agents.map((agent) => [agent.id, agent.username] as const)]);
  const set = (field: keyof Period) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [field]: event.target.value });

  return (
    <section aria-labelledby="activity-title" className="flex flex-col gap-4">
      <h2 id="activity-title" className="text-lg font-semibold text-fog-100">
        {t('agents.activityTitle')}
      </h2>
      <form
        className="card grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-4"
        aria-label={t('agents.activityFilters')}
        onSubmit={(event) => event.preventDefault()}
      >
        <Input
          type="date"
          label={t('agents.from')}
          value={draft.from}
          max={draft.to}
          onChange={set('from')}
          error={problem === 'backwards' ? t('agents.range.backwards') : undefined}
          required
        />
        <Input
          type="date"
          label={t('agents.to')}
          value={draft.to}
          min={draft.from}
          onChange={set('to')}
          error={problem === 'tooLong' ? t('agents.range.tooLong', { days: REPORT_MAX_DAYS }) : undefined}
          required
        />
        <Select
          label={t('agents.agent')}
          value={picked || (agentId === null ? '' : String(agentId))}
          onChange={(event) => setPicked(event.target.value)}
          options={[
            ...(isOwner ? [] : [{ value: '', label: t('agents.myTree') }]),
            ...agents.map((agent) => ({ value: String(agent.id), label: agent.username })),
          ]}
        />
        <div className="flex flex-wrap items-end gap-2">
          <Button variant="ghost" size="sm" onClick={() => setDraft(monthToDate())}>
            {t('agents.thisMonth')}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setDraft(lastMonth())}>
            {t('agents.lastMonth')}
          </Button>
        </div>
        <p className="text-xs text-fog-400 sm:col-span-2 lg:col-span-4">{t('agents.definitions')}</p>
      </form>
      {isOwner && agents.length === 0 ? <p className="text-sm text-fog-400">{t('agents.none')}</p> : null}
      {activity.isError ? <p className="text-danger-400">{errorText(activity.error)}</p> : null}
      {activity.isPending && enabled ? <Spinner /> : null}
      {activity.data ? (
        <div className="flex flex-col gap-4" aria-busy={activity.isFetching}>
          <CommissionSection
            activity={activity.data}
            isOwner={isOwner}
            meId={me.id}
            agentCurrency={
              activity.data.agent.id === me.id
                ? me.currency
                : (agents.find((agent) => agent.id === activity.data.agent.id)?.currency ?? null)
            }
          />
          {isOwner ? <CommissionRateForm key={activity.data.agent.id} agent={activity.data.agent} /> : null}
          <TotalsTable totals={activity.data.totals} />
          <PlayersActivityTable activity={activity.data} agentNames={agentNames} />
        </div>
      ) : null}
    </section>
  );
}

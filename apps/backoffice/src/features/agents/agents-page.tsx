import { Spinner } from '@casino/ui/spinner';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { useCurrentStaff } from '@/lib/current-staff';
import { errorText } from '@/lib/error-text';
import { usePageTitle } from '@/lib/use-page-title';
import { useAgents } from './api/get-agents';
import { ActivitySection } from './components/activity-section';
import { AgentsTable } from './components/agents-table';
import { NewAgentForm } from './components/new-agent-form';
import { ReferralSitesSection } from './components/referral-sites-section';

/**
 * The agents screen (issue #25, decision 044): an agent's sub-agents, their tree's activity and
 * the agent's commission, their referral sites; the owner sees every agent and sets their rates.
 */
export default function AgentsPage() {
  const { t } = useTranslation();
  usePageTitle(t('screens.agents.title'));
  const me = useCurrentStaff();
  const isOwner = me.role === 'O';
  const agents = useAgents();
  const list = agents.data ?? [];
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8">
      <PageHeader title={t('screens.agents.title')} lead={t('screens.agents.description')} />
      <section aria-labelledby="agents-title" className="flex flex-col gap-4">
        <h2 id="agents-title" className="text-lg font-semibold text-fog-100">
          {t(isOwner ? 'agents.allAgents' : 'agents.listTitle')}
        </h2>
        <NewAgentForm isOwner={isOwner} currency={me.currency} agents={list} />
        {agents.isError ? <p className="text-danger-400">{errorText(agents.error)}</p> : null}
        {agents.isPending ? <Spinner /> : <AgentsTable agents={list} rootId={isOwner ? null : me.id} />}
      </section>
      <ActivitySection me={me} agents={list} />
      {me.role === 'A' ? <ReferralSitesSection /> : null}
    </div>
  );
}

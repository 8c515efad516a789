import { Card } from '@casino/ui/card';
import { HistoryIcon } from '@casino/ui/icons';
import { Pager } from '@casino/ui/pager';
import { Spinner } from '@casino/ui/spinner';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type SlotsHistoryFilter, useSlotsHistory } from '@/features/casino/api/get-slots-history';
import { useGames } from '@/features/casino/api/get-games';
import { useProducers } from '@/features/casino/api/get-producers';
import { useProducerName } from '@/features/casino/hooks/use-producer-name';
import { SlotsHistoryFilters } from '@/features/casino/components/slots-history-filters';
import { SlotsHistoryList } from '@/features/casino/components/slots-history-list';
import { errorText } from '@/lib/error-text';
import { usePageTitle } from '@/lib/use-page-title';

const PAGE_SIZE = 20;

/** The filters live in the address, so a filtered page can be reloaded or shared. */
function useFilterParams(): [SlotsHistoryFilter, (next: Partial<SlotsHistoryFilter>) => void] {
  const [params, setParams] = useSearchParams();
  const filter: SlotsHistoryFilter = {
    page: Math.max(1, Number(params.get('page')) || 1),
    pageSize: PAGE_SIZE,
    from: params.get('from') || undefined,
    to: params.get('to') || undefined,
    producer: params.get('producer') || undefined,
  };
  const update = (next: Partial<SlotsHistoryFilter>) => {
    const merged = { ...filter, page: 1, ...next };
    const query = new URLSearchParams();
    if (merged.page > 1) query.set('page', String(merged.page));
    if (merged.from) query.set('from', merged.from);
    if (merged.to) query.set('to', merged.to);
    if (merged.producer) query.set('producer', merged.producer);
    setParams(query, { replace: true });
  };
  return [filter, update];
}

export default function ProfileSlotsHistoryPage() {
  const { t } = useTranslation();
  usePageTitle(t('menu.items.slotsHistory'));
  const [filter, setFilter] = useFilterParams();
  const history = useSlotsHistory(filter);
  const producers = useProducers();
  const producerName = useProducerName();
  const games = useGames();
  const names = new Map(
    (games.data ?? []).map((g) => [`${g.routeProvider}:${g.additionalIntegrationGameId}`, g.gameName]),
  );
  const pages = Math.ceil((history.data?.count ?? 0) / PAGE_SIZE);

  return (
    <Card title={t('menu.items.slotsHistory')} icon={<HistoryIcon />}>
      <div className="flex flex-col gap-5">
        <SlotsHistoryFilters
          value={filter}
          producers={(producers.data ?? []).filter((p) => p.active)}
          onChange={setFilter}
        />
        {history.isPending ? (
          <div className="grid place-items-center py-12">
            <Spinner size={28} />
          </div>
        ) : history.isError ? (
          <p className="rounded-xl bg-danger-500/10 p-4 text-danger-400">{errorText(history.error)}</p>
        ) : history.data.results.length === 0 ? (
          <p className="py-10 text-center text-fog-400" data-testid="slots-history-empty">
            {t('slotsHistory.empty')}
          </p>
        ) : (
          <>
            <SlotsHistoryList
              items={history.data.results}
              nameOf={(item) => names.get(`${item.provider}:${item.gameId}`) ?? item.gameId}
              producerOf={(item) => producerName(item.provider)}
            />
            <Pager page={filter.page} pages={pages} onPage={(page) => setFilter({ page })} />
          </>
        )}
      </div>
    </Card>
  );
}

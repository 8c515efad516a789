import { EmptyState, ErrorState, Skeleton } from '../components/states';
import { TopTournamentCards } from '../components/top-tournaments';
import { TrophyIcon } from '../components/icons';
import { useSports, useTopTournaments } from '../lib/data';
import { t } from '../lib/i18n';
import type { Route } from '../lib/router';

/** How many tournaments the page ranks. */
const TOP_PAGE = 24;

/** The top tournaments of every sport, or of one (SPEC §2.6 top-tourneys, sport 0 being all). */
export function TopTournamentsPage({ route }: { route: Route }) {
  const top = useTopTournaments(route.sport, TOP_PAGE);
  const sport = useSports().data?.find((entry) => String(entry.id) === route.sport);
  let body;
  if (top.data) {
    body = top.data.length ? <TopTournamentCards tournaments={top.data} /> : <EmptyState text={t('list.noEvents')} />;
  } else if (top.error) body = <ErrorState error={top.error} />;
  else body = <Skeleton rows={6} variant="card" />;
  return (
    <div className="page page--top">
      <header className="page-head">
        <div className="page-head__title">
          <TrophyIcon size={22} />
          <h1>{sport ? `${t('nav.top')} · ${sport.name}` : t('nav.top')}</h1>
        </div>
      </header>
      {body}
    </div>
  );
}

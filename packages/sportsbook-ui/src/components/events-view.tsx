import type { ApiError } from '../lib/api';
import type { FeedEventSummary, FeedSport } from '../lib/contracts';
import { byTournament, useSports } from '../lib/data';
import type { Layout } from '../lib/params';
import { AsianTable } from './asian-table';
import { columnsOf, EventCard, EventRow, GroupHeading } from './event-list';
import { SportIcon } from './icons';
import { EmptyState, ErrorState, Skeleton } from './states';

interface EventsViewProps {
  events: FeedEventSummary[] | undefined;
  layout: Layout;
  loading: boolean;
  error: ApiError | null;
  retry: () => void;
  empty: string;
  emptyHint?: string;
}

/** A list of events in the layout's own form: grouped rows, the Asian table, or cards. */
function SportBand({ sportKey, names }: { sportKey: string; names: FeedSport[] | undefined }) {
  return (
    <div className="sport-band">
      <SportIcon sport={sportKey} size={16} />
      {names?.find((sport) => sport.key === sportKey)?.name ?? sportKey}
    </div>
  );
}

export function EventsView({ events, layout, loading, error, retry, empty, emptyHint }: EventsViewProps) {
  const sports = useSports();
  if (!events) {
    if (error) return <ErrorState error={error} retry={retry} />;
    return loading ? (
      <Skeleton rows={layout === 'mobile' ? 3 : 6} variant={layout === 'mobile' ? 'card' : 'row'} />
    ) : null;
  }
  if (events.length === 0) return <EmptyState text={empty} hint={emptyHint} />;
  const groups = byTournament(events);
  if (layout === 'asian') return <AsianTable groups={groups} />;
  if (layout === 'mobile') {
    return (
      <div className="ev-cards">
        {events.map((event) => (
          <EventCard key={event.id} id={event.id} />
        ))}
      </div>
    );
  }
  const manySports = new Set(events.map((event) => event.sportKey)).size > 1;
  return (
    <div className="ev-groups">
      {groups.map((group, i) => {
        const columns = columnsOf(group.events.find((event) => event.main) ?? group.events[0]);
        const sport = group.events[0]!.sportKey;
        const newSport = manySports && (i === 0 || groups[i - 1]!.events[0]!.sportKey !== sport);
        return (
          <div key={group.id} className="ev-group">
            {newSport && <SportBand sportKey={sport} names={sports.data} />}
            <GroupHeading event={group.events[0]!} columns={columns} />
            {group.events.map((event) => (
              <EventRow key={event.id} id={event.id} columns={columns.length} />
            ))}
          </div>
        );
      })}
    </div>
  );
}

import type { TradingEventSummary } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyRow, Table, Td, Th } from '@/components/table';
import { formatDateTime } from '@/lib/format';
import { formatAmount } from '../lib/texts';
import { EventBadges } from './event-badges';

/** The events found: kick-off, event and league, sport, state, and what the book stands to pay on each. */
export function EventsTable({ events }: { events: readonly TradingEventSummary[] }) {
  const { t } = useTranslation();
  return (
    <Table caption={t('trading.events')}>
      <thead>
        <tr>
          <Th>{t('trading.starts')}</Th>
          <Th>{t('trading.event')}</Th>
          <Th>{t('trading.sport')}</Th>
          <Th>{t('trading.state')}</Th>
          <Th numeric>{t('trading.liability')}</Th>
        </tr>
      </thead>
      <tbody data-testid="event-rows">
        {events.map((event) => (
          <tr key={event.id} data-testid={`event-${event.id}`} className="hover:bg-white/[0.03]">
            <Td className="whitespace-nowrap text-fog-400">{formatDateTime(event.startsAt)}</Td>
            <Td>
              <Link to={`events/${event.id}`} className="font-semibold text-gold-300 hover:underline">
                {event.name}
              </Link>
              <span className="block text-xs text-fog-400">{`${event.category} · ${event.league}`}</span>
            </Td>
            <Td>{event.sportName}</Td>
            <Td>
              <EventBadges event={event} />
            </Td>
            <Td
              className={
                event.liability > 0 ? 'text-end font-semibold tabular-nums' : 'text-end text-fog-400 tabular-nums'
              }
            >
              {formatAmount(event.liability)}
            </Td>
          </tr>
        ))}
        {events.length === 0 ? <EmptyRow columns={5}>{t('trading.noEvents')}</EmptyRow> : null}
      </tbody>
    </Table>
  );
}

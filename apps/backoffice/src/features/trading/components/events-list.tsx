import { TRADING_STATES, type TradingState } from '@casino/contracts';
import { buttonClasses } from '@casino/ui/button';
import { Input } from '@casino/ui/input';
import { Pager } from '@casino/ui/pager';
import { Select } from '@casino/ui/select';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { useLocale } from '@/lib/i18n';
import { usePageTitle } from '@/lib/use-page-title';
import { PAGE_SIZE, useEvents } from '../api/get-events';
import { failureText } from '../lib/texts';
import { EventsTable } from './events-table';

/** The sportsbook's events, by sport, state and name: what is live, coming, over or waiting on the trader. */
export function EventsList() {
  const { t } = useTranslation();
  usePageTitle(t('screens.trading.title'));
  const lang = useLocale();
  const [sport, setSport] = useState('');
  const [state, setState] = useState<TradingState | ''>('live');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const events = useEvents({ sport, state, search: useDeferredValue(search.trim()), page }, lang);
  const pages = Math.max(1, Math.ceil((events.data?.total ?? 0) / PAGE_SIZE));
  // A new filter starts again from the first page.
  const filtered =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5" data-testid="trading-events">
      <PageHeader title={t('screens.trading.title')} lead={t('screens.trading.description')}>
        <Link to="settings" className={buttonClasses('secondary')}>
          {t('trading.settings.title')}
        </Link>
      </PageHeader>
      <div className="grid gap-3 md:grid-cols-3">
        <Select
          label={t('trading.sport')}
          value={sport}
          onChange={(event) => filtered(setSport)(event.target.value)}
          options={[
            { value: '', label: t('trading.allSports') },
            ...(events.data?.sports ?? []).map((entry) => ({ value: entry.key, label: entry.name })),
          ]}
        />
        <Select
          label={t('trading.state')}
          value={state}
          onChange={(event) => filtered(setState)(event.target.value as TradingState | '')}
          options={[
            { value: '', label: t('trading.allStates') },
            ...TRADING_STATES.map((value) => ({ value, label: t(`trading.states.${value}`) })),
          ]}
        />
        <Input
          type="search"
          label={t('trading.search')}
          placeholder={t('trading.searchHint')}
          value={search}
          onChange={(event) => filtered(setSearch)(event.target.value)}
        />
      </div>
      {events.isError ? (
        <p role="alert" className="text-danger-400">
          {failureText(events.error)}
        </p>
      ) : null}
      <EventsTable events={events.data?.events ?? []} />
      <Pager page={page} pages={pages} onPage={setPage} />
    </div>
  );
}

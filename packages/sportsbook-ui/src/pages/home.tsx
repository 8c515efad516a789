import type { ReactNode } from 'react';
import { EventsView } from '../components/events-view';
import { LiveIcon, ArrowEndIcon, ClockIcon, TrophyIcon } from '../components/icons';
import { SportChips } from '../components/sports-nav';
import { TopTournamentCards } from '../components/top-tournaments';
import { useEventList, useTopTournaments } from '../lib/data';
import { t } from '../lib/i18n';
import type { Layout } from '../lib/params';
import { navigate, type Page } from '../lib/router';

/** One section of the start page: its title with an icon, a link to the whole list, the list. */
function HomeSection(props: {
  icon: ReactNode;
  live?: boolean;
  title: string;
  more: string;
  to: Page;
  children: ReactNode;
}) {
  return (
    <section className="section">
      <header className="section__head">
        <h2>
          <span className={`section__icon${props.live ? ' section__icon--live' : ''}`}>{props.icon}</span>
          {props.title}
        </h2>
        <button type="button" className="link" onClick={() => navigate({ page: props.to })}>
          {props.more}
          <ArrowEndIcon size={14} />
        </button>
      </header>
      {props.children}
    </section>
  );
}

/** The start page: what is live now, the top tournaments, then what starts within the day. */
export function HomePage({ layout }: { layout: Layout }) {
  const live = useEventList({ state: 'live', limit: layout === 'mobile' ? 8 : 12 });
  const top = useTopTournaments(undefined, layout === 'mobile' ? 4 : 8);
  const soon = useEventList({ state: 'prematch', hours: 24, limit: layout === 'mobile' ? 12 : 30 });
  return (
    <div className="page page--home">
      {layout === 'mobile' && <SportChips />}
      <HomeSection icon={<LiveIcon size={16} />} live title={t('home.liveNow')} more={t('home.allLive')} to="live">
        <EventsView
          events={live.data}
          layout={layout}
          loading={live.loading}
          error={live.error}
          retry={live.reload}
          empty={t('list.noLive')}
        />
      </HomeSection>
      {Boolean(top.data?.length) && (
        <HomeSection icon={<TrophyIcon size={16} />} title={t('nav.top')} more={t('home.allTop')} to="top">
          <TopTournamentCards tournaments={top.data!} />
        </HomeSection>
      )}
      <HomeSection icon={<ClockIcon size={16} />} title={t('home.upcoming')} more={t('home.allUpcoming')} to="prematch">
        <EventsView
          events={soon.data}
          layout={layout}
          loading={soon.loading}
          error={soon.error}
          retry={soon.reload}
          empty={t('list.noEvents')}
        />
      </HomeSection>
    </div>
  );
}

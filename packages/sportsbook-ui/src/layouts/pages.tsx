import { lazy, Suspense } from 'react';
import { Betslip } from '../components/betslip';
import { Skeleton } from '../components/states';
import { SportsList } from '../components/sports-nav';
import { EventPage } from '../pages/event';
import { EventsPage } from '../pages/events';
import { HomePage } from '../pages/home';
import { TopTournamentsPage } from '../pages/top';
import type { Layout } from '../lib/params';
import { goBack, type Route } from '../lib/router';

/** My bets loads with its own chunk (the market names of every sport come with it). */
const MyBetsPage = lazy(() => import('../pages/my-bets').then((module) => ({ default: module.MyBetsPage })));
const TicketPage = lazy(() => import('../pages/ticket').then((module) => ({ default: module.TicketPage })));

/** The page a route names, in the layout's form. */
export function PageView({ route, layout }: { route: Route; layout: Layout }) {
  switch (route.page) {
    case 'event':
      return <EventPage key={route.event} id={route.event!} />;
    case 'top':
      return <TopTournamentsPage route={route} />;
    case 'live':
    case 'prematch':
      return <EventsPage route={route} layout={layout} />;
    case 'my-bets':
      return (
        <Suspense fallback={<Skeleton rows={3} variant="card" />}>
          <MyBetsPage key={route.bets} initialFilter={route.bets} />
        </Suspense>
      );
    case 'ticket':
      return (
        <Suspense fallback={<Skeleton rows={1} variant="card" />}>
          <TicketPage key={route.ticket} id={route.ticket!} />
        </Suspense>
      );
    case 'betslip':
      return (
        <div className="page page--betslip">
          <Betslip onClose={goBack} />
        </div>
      );
    case 'sports':
      return layout === 'mobile' ? <SportsList /> : <HomePage layout={layout} />;
    default:
      return <HomePage layout={layout} />;
  }
}

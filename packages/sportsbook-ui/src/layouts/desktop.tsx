import { Betslip } from '../components/betslip';
import { AccountNotice, TopBar } from '../components/chrome';
import { SportsNav } from '../components/sports-nav';
import type { Layout } from '../lib/params';
import { useRoute } from '../lib/router';
import { PageView } from './pages';

/**
 * The desktop layouts. European: the sports and tournaments on the start side, the lists with
 * their 1X2 columns in the middle, the betslip on the end side. Asian: the same frame, denser,
 * with the handicap and over/under table in the middle.
 */
export function DesktopLayout({ layout }: { layout: Exclude<Layout, 'mobile'> }) {
  const route = useRoute();
  return (
    <div className={`desk desk--${layout}`}>
      <aside className="desk__start">
        <SportsNav compact={layout === 'asian'} />
      </aside>
      <main className="desk__main">
        <TopBar />
        <AccountNotice />
        <PageView route={route} layout={layout} />
      </main>
      <aside className="desk__end">
        <div className="desk__sticky">
          <Betslip />
        </div>
      </aside>
    </div>
  );
}

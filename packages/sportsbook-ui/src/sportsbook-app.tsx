import { useEffect, useState } from 'react';
import { DesktopLayout } from './layouts/desktop';
import { MobileLayout } from './layouts/mobile';
import { PageView } from './layouts/pages';
import { feed } from './lib/api';
import { slipStore } from './lib/betslip';
import { getEvent, putEvent, useWatch } from './lib/feed-store';
import { locale } from './lib/i18n';
import { layoutFor, type Layout } from './lib/params';
import { useRoute } from './lib/router';
import { useStore } from './lib/store';

/**
 * The betslip's events stay on the live stream whatever page is open, so its prices and
 * locks are always current; an event the store does not know yet (a slip kept across a
 * reload) is loaded once.
 */
function useFollowSlip(): void {
  const key = useStore(slipStore, (slip) => [...new Set(slip.selections.map((s) => s.eventId))].sort().join(','));
  const ids = key ? key.split(',') : [];
  useWatch(ids);
  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    for (const id of key.split(',')) {
      if (getEvent(id)?.markets) continue;
      feed.event(id, locale(), controller.signal).then(putEvent, () => {
        // An event gone from the feed leaves its selection as it was; placing it answers why.
      });
    }
    return () => controller.abort();
  }, [key]);
}

/** The layout the site asked for, else the one the frame's width calls for (it follows a resize). */
function useLayout(asked: Layout | null): Layout {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    if (asked) return;
    const resize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', resize);
    return () => window.removeEventListener('resize', resize);
  }, [asked]);
  return layoutFor(asked, width);
}

/**
 * The whole sportsbook in one of its layouts. `hosted`: it sits in the site's own page,
 * under the site's header (which shows the brand and the balance on a phone).
 */
export function SportsbookApp({ asked, hosted = false }: { asked: Layout | null; hosted?: boolean }) {
  const layout = useLayout(asked);
  useFollowSlip();
  return (
    <div className={`sb sb--${layout}`}>
      {layout === 'mobile' ? <MobileLayout hosted={hosted} /> : <DesktopLayout layout={layout} />}
    </div>
  );
}

/** One of the sportsbook's pages alone (the site's profile shows the player's tickets this way). */
export function SportsbookPage() {
  const layout = useLayout(null);
  const route = useRoute();
  return (
    <div className="sb sb--page">
      <PageView route={route} layout={layout} />
    </div>
  );
}

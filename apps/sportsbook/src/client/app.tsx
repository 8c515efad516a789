import { useEffect, useState } from 'react';
import { DesktopLayout } from './layouts/desktop';
import { MobileLayout } from './layouts/mobile';
import { feed } from './lib/api';
import { slipStore } from './lib/betslip';
import { getEvent, putEvent, useWatch } from './lib/feed-store';
import { locale } from './lib/i18n';
import { layoutFor, type Layout } from './lib/params';
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

export function App({ asked }: { asked: Layout | null }) {
  const layout = useLayout(asked);
  useFollowSlip();
  useEffect(() => {
    document.documentElement.dataset.layout = layout;
  }, [layout]);
  return layout === 'mobile' ? <MobileLayout /> : <DesktopLayout layout={layout} />;
}

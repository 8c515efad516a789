import { SportsbookApp, SportsbookPage } from '@casino/sportsbook-ui';
import { FullPageSpinner } from '@casino/ui/spinner';
import '@casino/sportsbook-ui/styles.css';
import type { CSSProperties } from 'react';
import { useIsDesktop } from '@/lib/use-media-query';
import { useSportsbookWiring, type SportsbookWiring } from '../hooks/use-sportsbook-wiring';

/** The sportsbook's sticky columns start below the site's own sticky header. */
const BELOW_HEADER = { '--sb-top': 'var(--spacing-header)' } as CSSProperties;

/**
 * The native sportsbook (integration C, SPEC §2.6): sports, lists, events and the betslip,
 * in the site's page under its header. Desktop: the European layout with the betslip at the
 * side; below desktop width the phone layout with the betslip as a sheet.
 */
export function NativeSportsbook(wiring: SportsbookWiring) {
  const loaded = useSportsbookWiring(wiring);
  const isDesktop = useIsDesktop();
  if (!loaded) return <FullPageSpinner />;
  return (
    <div style={BELOW_HEADER} data-testid="sportsbook">
      <SportsbookApp key={loaded} asked={isDesktop ? 'european' : 'mobile'} hosted />
    </div>
  );
}

/** The player's sports tickets as a page of the profile: the list, or one ticket (SPEC §2.3 bet-history/sft, bet-detail/sft). */
export function SportsbookTickets(wiring: SportsbookWiring) {
  const loaded = useSportsbookWiring(wiring);
  if (!loaded) return <FullPageSpinner />;
  return (
    <div data-testid="sportsbook-tickets">
      <SportsbookPage key={loaded} />
    </div>
  );
}

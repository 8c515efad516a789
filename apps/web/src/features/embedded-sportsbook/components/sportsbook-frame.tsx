import type { EmbeddedSportsbook } from '@casino/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useBookmakerSettings } from '@/lib/bookmaker-settings';
import { useLocale } from '@/lib/i18n';
import { USER_SCOPE } from '@/lib/query-client';
import { useLaunchToken } from '../hooks/use-launch-token';
import { useProviderMessages } from '../hooks/use-provider-messages';
import { clientUrl, type ClientLayout, type ClientRoute } from '../lib/client-url';
import type { FrameHost, ProviderMessage } from '../lib/provider';
import { FrameFailure, FrameLoading } from './frame-status';
import { GuestBanner } from './guest-banner';

export interface SportsbookFrameProps {
  integration: EmbeddedSportsbook;
  /** Where the integration is served from (a disabled one never gets here: its route shows not-found). */
  host: Exclude<FrameHost, { kind: 'disabled' }>;
  signedIn: boolean;
  layout: ClientLayout;
  route: ClientRoute;
  /** A value of its own per visit makes each visit a separate frame session (dgt's ?unique=1). */
  session?: string;
  /** The frame's accessible name (the page's title). */
  title: string;
  /** Open the site's sign-in: a guest tapped a price, or the banner's button. */
  onLoginRequired: () => void;
}

/**
 * SPEC §2.6 embedded sportsbook: the provider's client filling the page under the site's
 * header, in the site's language, with the signed-in player's launch token (a fresh one for
 * every frame load), or as a guest with the "log in to place bets" banner. Its messages are
 * taken from the provider's origin only: a guest's tap on a price opens the sign-in, a bet or
 * a cash-out refreshes the balance.
 */
export function SportsbookFrame({
  integration,
  host,
  signedIn,
  layout,
  route,
  session = '',
  title,
  onLoginRequired,
}: SportsbookFrameProps) {
  const client = useQueryClient();
  const lang = useLocale();
  const odds = useBookmakerSettings((settings) => settings.oddsFormat);
  const frameRef = useRef<HTMLIFrameElement>(null);
  // Bumped when a signed-in player's frame says it has no session: it reopens with a new token.
  const [reopened, setReopened] = useState(0);
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);

  const ready = host.kind === 'ready' ? host : null;
  const frame = ready
    ? JSON.stringify([
        clientUrl({ base: ready.url, lang, layout, odds, css: ready.stylesheet, ...route }),
        session,
        reopened,
      ])
    : null;
  const launch = useLaunchToken({ integration, language: lang, signedIn, frame });
  const src =
    ready && (launch.status === 'guest' || launch.status === 'ready')
      ? clientUrl({
          base: ready.url,
          token: launch.status === 'ready' ? launch.token : null,
          lang,
          layout,
          odds,
          css: ready.stylesheet,
          ...route,
        })
      : null;

  const onMessage = useCallback(
    (message: ProviderMessage) => {
      if (message === 'balance-moved') {
        // The header's balance and every list of the player's money.
        void client.invalidateQueries({ queryKey: [USER_SCOPE] });
      } else if (signedIn) {
        setReopened((n) => n + 1);
      } else {
        onLoginRequired();
      }
    },
    [client, signedIn, onLoginRequired],
  );
  useProviderMessages(frameRef, src && ready ? ready.origin : null, onMessage);

  let body;
  if (host.kind === 'failed') body = <FrameFailure error={undefined} onRetry={host.retry} />;
  else if (launch.status === 'failed') body = <FrameFailure error={launch.error} onRetry={launch.retry} />;
  else if (!src) body = <FrameLoading />;
  else {
    body = (
      <>
        <iframe
          // A new token is a new frame: never navigate a frame to another launch.
          key={src}
          ref={frameRef}
          src={src}
          title={title}
          data-testid="sportsbook-iframe"
          allow="clipboard-write"
          referrerPolicy="origin"
          onLoad={() => setLoadedSrc(src)}
          className="absolute inset-0 size-full border-0 bg-ink-950"
        />
        {loadedSrc !== src && <FrameLoading overlay />}
      </>
    );
  }

  return (
    <div
      data-testid="embedded-sportsbook"
      data-integration={integration}
      className="flex h-[calc(100dvh-var(--spacing-header))] min-h-[420px] flex-col bg-ink-950"
    >
      {!signedIn && <GuestBanner onSignIn={onLoginRequired} />}
      <div className="relative min-h-0 flex-1">{body}</div>
    </div>
  );
}

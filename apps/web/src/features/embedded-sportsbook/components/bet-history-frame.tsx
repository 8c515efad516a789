import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/i18n';
import { ALL_MY_BETS_HASH, betHistoryLocale, HASH_RESET_MS } from '../lib/bet-history';
import { clientUrl, withHash } from '../lib/client-url';
import type { FrameHost } from '../lib/provider';
import { externalStylesheetUrl } from '../lib/stylesheet';
import { FrameFailure, FrameLoading } from './frame-status';

export interface BetHistoryFrameProps {
  /** The provider the frame opens (a disabled one never gets here: its route shows not-found). */
  host: Exclude<FrameHost, { kind: 'disabled' }>;
  /** The launch token from the address: the page is opened by whoever already holds one. */
  token: string;
  /** The address's {lang}: a site locale or its language ("fr"), else the site's language. */
  lang: string | undefined;
  hostName: string | undefined;
  styleFile: string | undefined;
}

/**
 * SPEC §2.6 bet-history frame, a page of its own (no header or footer): the client's my-bets
 * page with the given token and language. The address may name a stylesheet for the client,
 * given to it only as https://{hostName}/{styleFile} with a plain host name and a plain .css
 * file name (anything else is ignored: lib/stylesheet.ts); the provider takes it only from
 * the hosts it allows (its style-src policy). Every 300 ms the frame's address is given back the
 * #all-my-bets fragment if it has lost it; the client keeps itself on every ticket's history
 * while its address carries that fragment.
 */
export function BetHistoryFrame({ host, token, lang, hostName, styleFile }: BetHistoryFrameProps) {
  const { t } = useTranslation();
  const locale = betHistoryLocale(lang, useLocale());
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [loaded, setLoaded] = useState<string | null>(null);

  const src =
    host.kind === 'ready'
      ? clientUrl({
          base: host.url,
          token,
          lang: locale,
          page: 'my-bets',
          bets: 'all',
          css: externalStylesheetUrl(hostName, styleFile),
          hash: ALL_MY_BETS_HASH,
        })
      : null;

  useEffect(() => {
    if (!src) return;
    const timer = setInterval(() => {
      const frame = frameRef.current;
      const next = frame ? withHash(frame.src, ALL_MY_BETS_HASH) : null;
      if (frame && next) frame.src = next;
    }, HASH_RESET_MS);
    return () => clearInterval(timer);
  }, [src]);

  return (
    <div className="relative h-dvh w-full bg-ink-950" data-testid="bet-history-frame">
      {host.kind === 'failed' ? (
        <FrameFailure error={undefined} onRetry={host.retry} />
      ) : !src ? (
        <FrameLoading />
      ) : (
        <>
          <iframe
            key={src}
            ref={frameRef}
            src={src}
            title={t('embeddedSportsbook.betHistoryTitle')}
            data-testid="bet-history-iframe"
            referrerPolicy="origin"
            onLoad={() => setLoaded(src)}
            className="absolute inset-0 size-full border-0"
          />
          {loaded !== src && <FrameLoading overlay />}
        </>
      )}
    </div>
  );
}

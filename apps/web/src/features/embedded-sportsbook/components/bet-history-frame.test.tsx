import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BetHistoryFrame } from './bet-history-frame';

const HOST = { kind: 'ready', url: 'https://sb.test', origin: 'https://sb.test', stylesheet: null } as const;
const iframe = () => screen.getByTestId('bet-history-iframe') as HTMLIFrameElement;

describe('BetHistoryFrame', () => {
  it("frames the client's my-bets page with the token, the language and the all-my-bets fragment", () => {
    render(<BetHistoryFrame host={HOST} token="tok" lang="fr-FR" hostName={undefined} styleFile={undefined} />);
    expect(iframe().getAttribute('src')).toBe(
      'https://sb.test/client/?token=tok&lang=fr-fr&page=my-bets&bets=all#all-my-bets',
    );
  });

  it('puts the all-my-bets fragment back every 300 ms when the frame lost it', () => {
    vi.useFakeTimers();
    render(<BetHistoryFrame host={HOST} token="tok" lang="xx" hostName={undefined} styleFile={undefined} />);
    // An unknown language is the site's own (English in tests).
    expect(iframe().src).toBe('https://sb.test/client/?token=tok&lang=en-US&page=my-bets&bets=all#all-my-bets');
    iframe().src = 'https://sb.test/client/?token=tok&lang=en-US&page=my-bets&bets=all#open';
    act(() => vi.advanceTimersByTime(299));
    expect(iframe().src).toMatch(/#open$/);
    act(() => vi.advanceTimersByTime(1));
    expect(iframe().src).toBe('https://sb.test/client/?token=tok&lang=en-US&page=my-bets&bets=all#all-my-bets');
  });

  it("gives the client the stylesheet from a plain host and file only, never the site's page", () => {
    const view = render(
      <BetHistoryFrame host={HOST} token="tok" lang="ru" hostName="partner.example.com" styleFile="bets.css" />,
    );
    expect(new URL(iframe().src).searchParams.get('css')).toBe('https://partner.example.com/bets.css');
    expect(document.head.querySelector('link[rel="stylesheet"]')).toBeNull();
    view.unmount();

    render(<BetHistoryFrame host={HOST} token="tok" lang="ru" hostName="evil.example:444" styleFile="bets.css" />);
    expect(new URL(iframe().src).searchParams.has('css')).toBe(false);
  });
});

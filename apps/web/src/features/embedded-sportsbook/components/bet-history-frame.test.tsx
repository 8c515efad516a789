import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BetHistoryFrame } from './bet-history-frame';

const HOST = { kind: 'ready', url: 'https://sb.test', origin: 'https://sb.test' } as const;
const iframe = () => screen.getByTestId('bet-history-iframe') as HTMLIFrameElement;
const stylesheets = () => document.head.querySelectorAll('link[data-testid="bet-history-stylesheet"]');

describe('BetHistoryFrame', () => {
  afterEach(() => document.head.querySelectorAll('link').forEach((link) => link.remove()));

  it("frames the client's my-bets page with the token, the language and the all-my-bets fragment", () => {
    render(<BetHistoryFrame host={HOST} token="tok" lang="fr-FR" hostName={undefined} styleFile={undefined} />);
    expect(iframe().getAttribute('src')).toBe(
      'https://sb.test/client/?token=tok&lang=fr-fr&page=my-bets&bets=all#all-my-bets',
    );
    expect(stylesheets()).toHaveLength(0);
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

  it('loads the stylesheet from a plain host and file only, and removes it on leaving', () => {
    const view = render(
      <BetHistoryFrame host={HOST} token="tok" lang="ru" hostName="partner.example.com" styleFile="bets.css" />,
    );
    expect([...stylesheets()].map((link) => link.getAttribute('href'))).toEqual([
      'https://partner.example.com/bets.css',
    ]);
    view.unmount();
    expect(stylesheets()).toHaveLength(0);

    render(<BetHistoryFrame host={HOST} token="tok" lang="ru" hostName="evil.example:444" styleFile="bets.css" />);
    expect(stylesheets()).toHaveLength(0);
  });
});

import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BigWin } from './big-win';
import { toFrameView } from './frame-view';
import type { SlotWin } from './slot.types';
import { slotInfo } from './slot-info.testing';
import { WinOverlay } from './win-overlay';

// What the win views draw first (effects do not run here): with reduced motion, the final state at once.

const grid = [
  ['A', 'K', 'Q'],
  ['A', 'K', 'Q'],
  ['A', 'K', 'Q'],
  ['A', 'K', 'J'],
  ['T', 'T', 'T'],
];
const win = (line: number, symbol: string, count: number, amount: number): SlotWin => ({
  kind: 'line',
  line,
  symbol,
  count,
  ways: 1,
  step: 0,
  amount,
});

describe('the wins drawn over the reels', () => {
  const slot = slotInfo('lucky-clover');
  const wins = [win(2, 'A', 4, 15), win(1, 'K', 4, 12), win(3, 'Q', 3, 4)];
  const frame = { kind: 'wins' as const, grid, wins, step: 0, ms: 0 };
  const overlay = (reduced: boolean, coinValue = 5) => {
    const view = toFrameView(slot, frame, 1, reduced);
    return renderToStaticMarkup(
      createElement(WinOverlay, { drawn: view.drawn, labelled: view.labelled, currency: 'EUR', coinValue }),
    );
  };

  it('draws each payline with its number, and a frame round each paying symbol', () => {
    const html = overlay(false);
    expect(html.match(/data-testid="win-line"/g)).toHaveLength(3);
    expect(html).toContain('data-line="2"');
    expect(html.match(/class="win-frame"/g)).toHaveLength(4 + 4 + 3);
  });

  it('writes no amount on the reels while several wins are shown together and will be walked through', () => {
    expect(overlay(false)).not.toContain('win-amount');
  });

  it('with reduced motion, writes every win’s amount at once (coins times the coin value)', () => {
    const html = overlay(true);
    expect(html.match(/data-testid="win-amount"/g)).toHaveLength(3);
    for (const amount of ['€0.75', '€0.60', '€0.20']) expect(html).toContain(amount);
  });
});

describe('the big win', () => {
  const render = (reduced: boolean) =>
    renderToStaticMarkup(
      createElement(BigWin, { tier: 'megaWin', amount: 654_321, currency: 'EUR', reduced, onDone: () => {} }),
    );

  it('counts up from nothing, with coins raining', () => {
    const html = render(false);
    expect(html).toContain('€0.00');
    expect(html).toContain('class="coin"');
    expect(html).toContain('Mega win!');
  });

  it('with reduced motion, shows the amount at once and nothing moving', () => {
    const html = render(true);
    expect(html).toContain('€6,543.21');
    expect(html).not.toContain('class="coin"');
    expect(html).toContain('still');
  });
});

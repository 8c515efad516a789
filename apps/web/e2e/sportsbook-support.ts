import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { apiSession, cashOf, expect, fundByBankTransfer, type ApiSession } from './cashier-support';
import { isMobile, LABELS, submitSignIn, type Account, type Labels } from './support';

/** The sportsbook e2e/serve.mjs started beside the platform, and its operator key. */
function runSportsbook(): { url: string; operatorKey: string } {
  const port = process.env.E2E_PORT ?? '8181';
  const state = JSON.parse(readFileSync(path.join(tmpdir(), `casino-e2e-${port}.json`), 'utf8')) as {
    sportsbookUrl: string;
    sportsbookOperatorKey: string;
  };
  return { url: state.sportsbookUrl, operatorKey: state.sportsbookOperatorKey };
}

/** The operator settles an event on the sportsbook: a football score by halves. */
export async function resultFootball(eventId: string, home: number, away: number): Promise<void> {
  const { url, operatorKey } = runSportsbook();
  const response = await fetch(`${url}/api/operator/events/${eventId}/result`, {
    method: 'POST',
    headers: { authorization: `Bearer ${operatorKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      result: {
        kind: 'score',
        periods: [
          { home, away },
          { home: 0, away: 0 },
        ],
      },
    }),
  });
  expect(response.status, await response.text()).toBe(200);
}

/** The player's API session, with at least `atLeast` in cash. */
export async function fundedPlayer(
  baseURL: string,
  account: Account,
  operator: ApiSession,
  atLeast = 20,
): Promise<ApiSession> {
  const player = await apiSession(baseURL, account);
  if ((await cashOf(player)) < atLeast) await fundByBankTransfer(player, operator, 100);
  return player;
}

interface Ticket {
  id: string;
  ticketCode: string;
  ticketType: string;
  status: string;
}

/** The player's tickets, newest first, as integration C answers them through the platform. */
export async function tickets(player: ApiSession): Promise<Ticket[]> {
  const page = (await player.get('/api/integrations/sft/betshistory?status=all&page=1&page_size=20')) as {
    results: Ticket[];
  };
  return page.results;
}

/** The legs of one ticket: each one's event and outcome. */
export async function legsOf(player: ApiSession, id: string) {
  return (await player.get(`/api/integrations/sft/${id}/subbet`)) as {
    events: { eventId: string; name: string }[];
    outcomes: { outcomeId: string; status: string }[];
  };
}

/** The sign-in page a guest was sent to: sign in there and come back. */
export async function signInHere(page: Page, account: Account, labels: Labels = LABELS.en): Promise<void> {
  await expect(page).toHaveURL(/\/auth\/sign-in\?next=/);
  await submitSignIn(page.locator('main').getByTestId('sign-in-form'), account.username, account.password, labels);
}

/** The open prices of the `n`-th event in the list that has any, -1 the last (rows on desktop, cards on a phone). */
export function pricesOf(page: Page, n: number): Locator {
  const open = 'button.odds:not([disabled])';
  return page
    .locator('.ev-row, .ev-card')
    .filter({ has: page.locator(open) })
    .nth(n)
    .locator(open);
}

/**
 * The open prices of the live match that kicked off last. A live list runs oldest first, and
 * its first match is in its last minutes: its main market goes off as a side becomes all but
 * certain, and it may finish while a ticket waits out its delay, so a bet on it is refused.
 */
export function youngestLivePrices(page: Page): Locator {
  return pricesOf(page, -1);
}

/** The betslip: the side panel on desktop, the sheet (opened from its bar) on a phone. */
export async function openSlip(page: Page): Promise<Locator> {
  if (isMobile(page)) {
    const bar = page.locator('.slip-bar');
    if (await bar.isVisible()) await bar.click();
  }
  const slip = page.locator('section.slip');
  await expect(slip).toBeVisible();
  return slip;
}

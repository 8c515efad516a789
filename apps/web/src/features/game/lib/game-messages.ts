/**
 * What a game in the frame may ask of the page around it. The studio's client posts
 * `{ type: 'studio:open-cashier' }` when a bet was refused for lack of money and the player
 * chose to deposit (apps/studio/src/client/lib/host-page.ts; docs/seamless-wallet.md). Any
 * other message from the game's origin only means "the balance may have moved".
 */
export const OPEN_CASHIER = 'studio:open-cashier';

/** Where the site's cashier is: the deposit methods (profile-routes.tsx). */
export const CASHIER_ROUTE = '/profile/DEPOSIT';

/** Whether a posted message asks for the cashier (other scripts post to the window too: anything else is not). */
export function asksForCashier(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === OPEN_CASHIER;
}

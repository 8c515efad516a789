/**
 * The casino page around the game shows the balance too, from the platform. It asks the
 * platform again when the game tells it the balance moved (the site listens to its game's
 * origin). The message carries nothing: the page trusts only its own platform.
 */
export function tellHostPageBalanceMoved(): void {
  if (window.parent !== window) window.parent.postMessage({ type: 'studio:balance-moved' }, '*');
}

/**
 * Whether a new balance on screen is a round's result that the page may show too: one that did
 * not fall. A fall is a stake leaving while its win is still to be shown, and the platform's
 * balance already holds that win: the page must not show it before the game does.
 */
export const isResultShown = (before: number | null, after: number) => before !== null && after >= before;

/**
 * The message that asks the casino page around the game to open its cashier: a spin refused
 * for lack of money offers a deposit, and the deposit belongs to the site, not to the game.
 * The site listens for it from its game's origin only (apps/web, features/game) and decides
 * where its cashier is. It carries nothing else.
 */
export const OPEN_CASHIER = 'studio:open-cashier';

/** Asks the page around the game for its cashier; false when the game is the whole page (no site to ask). */
export function askHostPageForCashier(): boolean {
  if (window.parent === window) return false;
  window.parent.postMessage({ type: OPEN_CASHIER }, '*');
  return true;
}

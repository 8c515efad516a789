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

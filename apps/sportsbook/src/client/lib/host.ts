/**
 * The site page that frames the client listens for two messages from the client's origin.
 * They carry nothing: the page trusts only its own platform for the balance and the sign-in.
 */
export type HostMessage = 'sportsbook:login-required' | 'sportsbook:balance-moved';

export function tellHost(type: HostMessage): void {
  if (window.parent !== window) window.parent.postMessage({ type }, '*');
}

export const isFramed = (): boolean => window.parent !== window;

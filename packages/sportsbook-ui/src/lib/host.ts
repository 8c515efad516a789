/**
 * What the client tells the page around it: a guest tapped something only a player can do,
 * or the player's money moved. Framed, the page is told by message (it carries nothing: the
 * page trusts only its own platform for the balance and the sign-in); the site's native
 * sportsbook sets its own handlers.
 */
export type HostMessage = 'sportsbook:login-required' | 'sportsbook:balance-moved';

type HostHandler = (type: HostMessage) => void;

const postToParent: HostHandler = (type) => {
  if (window.parent !== window) window.parent.postMessage({ type }, '*');
};

let handler: HostHandler = postToParent;

export function setHost(next: HostHandler): void {
  handler = next;
}

export function tellHost(type: HostMessage): void {
  handler(type);
}

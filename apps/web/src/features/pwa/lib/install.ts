import { CACHE } from '@casino/contracts';
import { readPersisted, writePersisted } from '@/lib/persistence';
import { installPrompt } from './install-prompt';

const NOTICE_HIDDEN_KEY = 'pwaNoticeHiddenAt';

/** Shows the browser's install dialog; the event serves once, so it is dropped before. */
export async function promptInstall(): Promise<boolean> {
  const event = installPrompt.get();
  if (!event) return false;
  installPrompt.keep(null);
  await event.prompt();
  return (await event.userChoice).outcome === 'accepted';
}

/** Running as the installed app (its own window): nothing to offer. */
export function isStandalone(): boolean {
  return (
    (typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches) ||
    // iOS's home-screen apps.
    (typeof navigator !== 'undefined' && (navigator as { standalone?: boolean }).standalone === true)
  );
}

/** When the hidden notice comes back: CACHE.pwaNoticeMs (30 min, SPEC §1, §9) after it was hidden. */
export function noticeReturnsAt(): number {
  const hiddenAt = readPersisted<number>(NOTICE_HIDDEN_KEY);
  return typeof hiddenAt === 'number' && Number.isFinite(hiddenAt) ? hiddenAt + CACHE.pwaNoticeMs : 0;
}

export function isNoticeDue(now = Date.now()): boolean {
  const returnsAt = noticeReturnsAt();
  // A clock set back since the hiding does not keep the notice away for longer than the delay.
  return now >= returnsAt || returnsAt - now > CACHE.pwaNoticeMs;
}

export function hideNotice(now = Date.now()): void {
  writePersisted(NOTICE_HIDDEN_KEY, now);
}

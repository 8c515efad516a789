import { useSyncExternalStore } from 'react';
import { installPrompt } from '../lib/install-prompt';

/** The saved `beforeinstallprompt` event, or null when the browser has not offered (or no longer offers) an install. */
export function useInstallPrompt() {
  return useSyncExternalStore(installPrompt.subscribe, installPrompt.get, () => null);
}

import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { loadPageMessages } from '@/lib/i18n';
import { useModalNavigation } from '../hooks/use-modal-navigation';
import { openedModals, WHEEL_HISTORY } from '../lib/modal-search';
import { WHEEL_GAME } from '../lib/opened-modals';
import { WheelHistoryModal } from './wheel-history-modal';
import { WheelModal } from './wheel-modal';

// The wheel's texts are in the pages part of the texts: fetched with this chunk.
let textsLoaded = false;
const texts = loadPageMessages().then(() => {
  textsLoaded = true;
});

/** True once the wheel's texts are in, so no modal shows a key for a moment. */
function useTexts(): boolean {
  const [loaded, setLoaded] = useState(textsLoaded);
  useEffect(() => {
    if (!loaded) void texts.then(() => setLoaded(true));
  }, [loaded]);
  return loaded;
}

// The profile's spin history takes the list from here: one chunk for the wheel, not one more name in the first page's list.
export { WheelHistory } from './wheel-history';

/**
 * The wheel's modals as the address lists them (SPEC §2.9 openedModals): mounted once by the
 * app's layout, fetched only when the address first opens one. The history opens over the wheel,
 * which keeps its state (a spin, its winner) underneath.
 */
export default function WheelModals({ playerId }: { playerId?: number | undefined }) {
  const ready = useTexts();
  const names = openedModals(useLocation().search);
  const { open, close } = useModalNavigation();
  const history = names.includes(WHEEL_HISTORY);
  const isPlayer = playerId !== undefined;
  // Another player (or a sign-out) starts the modals afresh: no spin of the last one carries over.
  const who = playerId ?? 'guest';
  if (!ready) return null;
  return (
    <>
      {names.includes(WHEEL_GAME) && (
        <WheelModal
          key={`wheel-${who}`}
          isPlayer={isPlayer}
          covered={history}
          onClose={() => close(WHEEL_GAME)}
          onHistory={() => open(WHEEL_HISTORY)}
        />
      )}
      {history && <WheelHistoryModal key={`history-${who}`} isPlayer={isPlayer} onClose={() => close(WHEEL_HISTORY)} />}
    </>
  );
}

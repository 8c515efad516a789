import { useState } from 'react';
import { useIsDesktop } from '@/lib/use-media-query';
import type { DeviceKind } from '../lib/device';

/**
 * The device kind when the page opened (the site's breakpoint: wider than tablet is desktop).
 * It is kept while the page stays open: turning a phone must not reload the frame, which
 * would need a new token and lose the player's betslip.
 */
export function useDeviceKind(): DeviceKind {
  const isDesktop = useIsDesktop();
  const [kind] = useState<DeviceKind>(isDesktop ? 'desktop' : 'phone');
  return kind;
}

import { useModalNavigation as useOpenedModals } from '@/lib/use-modal-navigation';
import type { WheelModalName } from '../lib/modal-search';

/** The wheel's modals in the address (SPEC §2.9): lib/use-modal-navigation.ts, with the wheel's names. */
export const useModalNavigation = () => useOpenedModals<WheelModalName>();

import type { ClientLayout } from './client-url';

/** The site's two device kinds: a phone-width screen (up to the tablet breakpoint) or wider. */
export type DeviceKind = 'phone' | 'desktop';

/** The client's layout for the European-style books (alt, bby): its mobile one on a phone. */
export const europeanLayoutFor = (device: DeviceKind): ClientLayout => (device === 'phone' ? 'mobile' : 'european');

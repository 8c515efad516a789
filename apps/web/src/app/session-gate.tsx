import { FullPageSpinner } from '@casino/ui/spinner';
import type { ReactNode } from 'react';
import { useAuthSession } from '@/features/auth/hooks/use-auth-session';

/** Holds the app behind a spinner until a stored session is known to be usable (SPEC §2.1). */
export function SessionGate({ children }: { children: ReactNode }) {
  return useAuthSession() ? children : <FullPageSpinner />;
}

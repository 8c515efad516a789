import type { ReactNode } from 'react';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useAuthSession } from '@/features/auth/hooks/use-auth-session';

/** Holds the app behind a spinner until a stored session is known to be usable (SPEC §2.1). */
export function SessionGate({ children }: { children: ReactNode }) {
  return useAuthSession() ? children : <FullPageSpinner />;
}

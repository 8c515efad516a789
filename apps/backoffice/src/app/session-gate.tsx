import { FullPageSpinner } from '@casino/ui/spinner';
import type { ReactNode } from 'react';
import { useSessionKeeper } from '@/features/auth/hooks/use-session-keeper';

/** Renders the console once a session kept from an earlier visit is restored (or found gone). */
export function SessionGate({ children }: { children: ReactNode }) {
  const { restoring } = useSessionKeeper();
  return restoring ? <FullPageSpinner /> : children;
}

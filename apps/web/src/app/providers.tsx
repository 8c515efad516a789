import { Toaster } from '@casino/ui/toaster';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SiteUiTexts } from '@/components/ui-texts';
import { queryClient } from '@/lib/query-client';
import { AppErrorBoundary } from './error-boundary/app-error-boundary';
import { SessionGate } from './session-gate';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <SiteUiTexts>
      <AppErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <SessionGate>{children}</SessionGate>
          <Toaster />
        </QueryClientProvider>
      </AppErrorBoundary>
    </SiteUiTexts>
  );
}

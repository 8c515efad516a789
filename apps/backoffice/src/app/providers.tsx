import { Toaster } from '@casino/ui/toaster';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ConsoleUiTexts } from '@/components/console-ui-texts';
import { queryClient } from '@/lib/query-client';
import { SessionGate } from './session-gate';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <ConsoleUiTexts>
      <QueryClientProvider client={queryClient}>
        <SessionGate>{children}</SessionGate>
        <Toaster />
      </QueryClientProvider>
    </ConsoleUiTexts>
  );
}

import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ConsoleUiTexts } from '@/components/console-ui-texts';
import { queryClient } from '@/lib/query-client';

/** Renders under what the console's root gives every page: the design system's texts, the query client. */
export function renderInConsole(ui: ReactNode) {
  return render(
    <ConsoleUiTexts>
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </ConsoleUiTexts>,
  );
}

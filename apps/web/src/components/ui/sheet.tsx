import { cn } from '@casino/ui/cn';
import { useEscape } from '@casino/ui/use-escape';
import type { ReactNode } from 'react';

/**
 * A 300 px side panel under the 60 px header (SPEC §2.8). It slides by animating the
 * logical inset, so "start" is the left in LTR and the right in Arabic without overrides.
 */
export function Sheet({
  side,
  open,
  onClose,
  label,
  children,
  testId,
}: {
  side: 'start' | 'end';
  open: boolean;
  onClose: () => void;
  label: string;
  children: ReactNode;
  testId?: string;
}) {
  useEscape(open, onClose);
  return (
    <>
      <div
        aria-hidden="true"
        onClick={onClose}
        className={cn(
          'fixed inset-x-0 top-header bottom-0 z-30 bg-ink-950/70 backdrop-blur-[2px] transition-opacity duration-200',
          open ? 'opacity-100' : 'pointer-events-none opacity-0',
        )}
      />
      <aside
        aria-label={label}
        aria-hidden={!open}
        inert={!open}
        data-testid={testId}
        data-state={open ? 'open' : 'closed'}
        className={cn(
          'fixed top-header bottom-0 z-40 flex w-panel max-w-full flex-col overflow-y-auto',
          'border-ink-700 bg-ink-850 shadow-2xl duration-300 ease-out',
          side === 'start'
            ? cn('border-e transition-[inset-inline-start]', open ? 'start-0' : '-start-panel')
            : cn('border-s transition-[inset-inline-end]', open ? 'end-0' : '-end-panel'),
        )}
      >
        {children}
      </aside>
    </>
  );
}

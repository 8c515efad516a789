import { cn } from '@casino/ui/cn';
import type { ComponentProps, ReactNode } from 'react';

/**
 * The console's tables: dense, striped by row. On a screen too narrow for them (a tablet, a
 * phone) a table scrolls sideways inside its card rather than being squeezed, and its first
 * column, which names each row, stays in view (styles.css, `.console-table`). The cells keep
 * their own borders (separate, not collapsed): a collapsed border would not follow a sticky cell.
 */
export function Table({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <div className="card overflow-x-auto">
      <table className="console-table w-full min-w-[44rem] border-separate border-spacing-0 text-sm">
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

/** A column's heading; `numeric` for a column of amounts, aligned to the end as its numbers are. */
export function Th({ className, numeric = false, ...props }: ComponentProps<'th'> & { numeric?: boolean }) {
  return (
    <th
      scope="col"
      className={cn(
        'border-b border-white/5 bg-ink-850/60 px-3 py-2.5 text-xs font-semibold tracking-wide text-fog-400 uppercase',
        numeric ? 'text-end' : 'text-start',
        className,
      )}
      {...props}
    />
  );
}

export function Td({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('border-b border-white/5 px-3 py-2.5 align-middle text-fog-100', className)} {...props} />;
}

/** What a table shows while it has no rows. */
export function EmptyRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={columns} className="px-3 py-10 text-center text-fog-400">
        {children}
      </td>
    </tr>
  );
}

/** A small coloured label: a status. */
export function Badge({ tone, children }: { tone: 'good' | 'bad' | 'wait' | 'plain'; children: ReactNode }) {
  const tones = {
    good: 'bg-success-500/15 text-success-400',
    bad: 'bg-danger-500/15 text-danger-400',
    wait: 'bg-warning-400/15 text-warning-400',
    plain: 'bg-white/5 text-fog-300',
  };
  return (
    <span className={cn('inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap', tones[tone])}>
      {children}
    </span>
  );
}

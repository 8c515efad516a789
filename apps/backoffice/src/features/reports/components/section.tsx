import { Th } from '@/components/table';
import type { ReactNode } from 'react';

/** A report's block: its heading, its actions on the end side, its content. */
export function Section({
  id,
  title,
  actions,
  children,
}: {
  id: string;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-semibold text-fog-100">
          {title}
        </h2>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}

/** One figure of a summary: its name, the amount, and a line under it. */
export function Stat({
  label,
  value,
  hint,
  tone,
}: {
  label: string;
  value: string;
  hint?: string;
  tone?: 'good' | 'bad';
}) {
  const colour = tone === 'bad' ? 'text-danger-400' : tone === 'good' ? 'text-success-400' : 'text-fog-100';
  return (
    <div className="card flex min-w-0 flex-col gap-1 p-4">
      <p className="text-xs font-semibold tracking-wide text-fog-400 uppercase">{label}</p>
      <p className={`truncate text-xl font-bold tabular-nums ${colour}`}>
        <span dir="ltr">{value}</span>
      </p>
      {hint ? <p className="text-xs text-fog-400">{hint}</p> : null}
    </div>
  );
}

/** A column heading of amounts or counts: on the end side, over its numbers. */
export function NumTh({ children }: { children: ReactNode }) {
  return (
    <Th>
      <span className="block text-end">{children}</span>
    </Th>
  );
}

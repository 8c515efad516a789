import type { ReactNode } from 'react';

/** A screen's title, what it is for, and its actions on the end side. */
export function PageHeader({ title, lead, children }: { title: ReactNode; lead?: ReactNode; children?: ReactNode }) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold text-fog-100">{title}</h1>
        {lead ? <p className="mt-1 text-sm text-fog-400">{lead}</p> : null}
      </div>
      {children ? <div className="flex flex-wrap items-center gap-2">{children}</div> : null}
    </header>
  );
}

import { cn } from '@casino/ui/cn';
import type { ReactNode } from 'react';

/** One bonus on the bonuses page: its icon, name, terms, where the player stands, and what to do next. */
export function OfferCard({
  icon,
  title,
  terms,
  status,
  children,
  highlight = false,
  testId,
}: {
  icon: ReactNode;
  title: string;
  terms: ReactNode;
  status?: ReactNode;
  children?: ReactNode;
  highlight?: boolean;
  testId: string;
}) {
  return (
    <section
      data-testid={testId}
      className={cn(
        'flex flex-col gap-3 rounded-2xl border p-5 shadow-card',
        highlight
          ? 'border-gold-400/40 bg-gradient-to-br from-gold-400/10 via-ink-800 to-ink-850'
          : 'border-white/5 bg-ink-800/70',
      )}
    >
      <header className="flex items-center gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-gold-400/10 text-gold-300">{icon}</span>
        <h2 className="text-base font-bold text-fog-100">{title}</h2>
        {status && <span className="ms-auto">{status}</span>}
      </header>
      <div className="text-sm text-fog-300">{terms}</div>
      {children && <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm">{children}</div>}
    </section>
  );
}

/** A small coloured label: what the player's state with an offer is. */
export function StatusPill({ tone, children }: { tone: 'gold' | 'green' | 'grey'; children: ReactNode }) {
  const tones = {
    gold: 'bg-gold-400/15 text-gold-300',
    green: 'bg-success-500/15 text-success-400',
    grey: 'bg-white/5 text-fog-400',
  };
  return <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', tones[tone])}>{children}</span>;
}

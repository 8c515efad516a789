import type { ReactNode } from 'react';
import { cn } from './cn';

/** A titled surface used by forms and info pages. */
export function Card({
  title,
  subtitle,
  icon,
  children,
  className,
  headingLevel = 1,
}: {
  title?: ReactNode;
  subtitle?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
  className?: string;
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className={cn('card p-5 sm:p-7', className)}>
      {(title || icon) && (
        <header className="mb-5 flex items-start gap-3">
          {icon && (
            <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-gold-400/10 text-gold-300">
              {icon}
            </span>
          )}
          <div className="min-w-0">
            {title && <Heading className="text-xl font-bold text-fog-100 sm:text-2xl">{title}</Heading>}
            {subtitle && <p className="mt-1 text-sm text-fog-400">{subtitle}</p>}
          </div>
        </header>
      )}
      {children}
    </section>
  );
}

/** Inline status message (success / error / info) inside a card. */
export function Notice({
  tone = 'info',
  children,
  testId,
}: {
  tone?: 'info' | 'success' | 'error' | 'warning';
  children: ReactNode;
  testId?: string;
}) {
  const tones = {
    info: 'border-ink-500 bg-ink-700/50 text-fog-300',
    success: 'border-success-400/40 bg-success-500/10 text-success-400',
    error: 'border-danger-400/40 bg-danger-500/10 text-danger-400',
    warning: 'border-warning-400/40 bg-warning-400/10 text-warning-400',
  } as const;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={testId}
      className={cn('rounded-xl border px-4 py-3 text-sm leading-relaxed', tones[tone])}
    >
      {children}
    </div>
  );
}

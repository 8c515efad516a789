import type { ReactNode } from 'react';
import { cn } from './cn';
import { useUiTexts } from './texts';

/**
 * Label + control + error/hint. `error` is what react-hook-form holds: a field error
 * code (from the contracts' schemas or the server), or already a server text; the app's
 * UiTexts.fieldError turns it into words.
 */
export function FieldShell({
  id,
  label,
  error,
  hint,
  children,
  className,
}: {
  id: string;
  label?: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const texts = useUiTexts();
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      {label && (
        <label htmlFor={id} className="text-sm font-medium text-fog-300">
          {label}
        </label>
      )}
      {children}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs text-danger-400">
          {texts.fieldError(error)}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-xs text-fog-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export const controlClasses = (invalid: boolean) =>
  cn(
    'h-11 w-full rounded-xl border bg-ink-950/60 px-3.5 text-[15px] text-fog-100 placeholder:text-fog-500',
    'transition-colors outline-none focus:border-gold-400 focus:ring-2 focus:ring-gold-400/30',
    'disabled:opacity-60',
    invalid ? 'border-danger-400/80' : 'border-ink-600 hover:border-ink-500',
  );

export function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  if (error) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}

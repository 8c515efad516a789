import { cn } from './cn';
import { useUiTexts } from './texts';

export function Spinner({ size = 20, className }: { size?: number; className?: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" className={cn('animate-spin', className)} aria-hidden="true">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" fill="none" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" fill="none" />
    </svg>
  );
}

/** Blocks the whole page (e.g. while the stored session is being renewed at load). */
export function FullPageSpinner() {
  const texts = useUiTexts();
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="page-spinner"
      className="fixed inset-0 z-50 grid place-items-center bg-ink-900"
    >
      <div className="flex flex-col items-center gap-4 text-gold-400">
        <Spinner size={40} />
        <span className="text-sm text-fog-400">{texts.loading}</span>
      </div>
    </div>
  );
}

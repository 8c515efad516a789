import { cn } from '@casino/ui/cn';

/** A slider's "go to this slide" button: a small dot (long while current) in a 24 px target (WCAG 2.2). */
export function SlideDot({ label, current, onClick }: { label: string; current: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-current={current ? 'true' : undefined}
      onClick={onClick}
      className="group grid h-6 min-w-6 cursor-pointer place-items-center"
    >
      <span
        className={cn(
          'block h-1.5 rounded-full transition-all',
          current ? 'w-5 bg-gold-400' : 'w-1.5 bg-fog-300/60 group-hover:bg-fog-100',
        )}
      />
    </button>
  );
}

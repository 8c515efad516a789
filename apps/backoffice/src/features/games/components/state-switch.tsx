import { cn } from '@casino/ui/cn';

/** A switch that says which of its two states it is in (shown or hidden, on or off). */
export function StateSwitch({
  on,
  texts,
  disabled,
  label,
  onToggle,
}: {
  on: boolean;
  texts: { on: string; off: string };
  disabled?: boolean;
  /** What it switches (a game's or a producer's name): its accessible name. */
  label: string;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-label={label}
      disabled={disabled}
      onClick={onToggle}
      className="inline-flex cursor-pointer items-center gap-2 rounded-full text-xs font-semibold whitespace-nowrap disabled:cursor-not-allowed disabled:opacity-50"
    >
      <span className={cn('relative h-5 w-9 rounded-full transition-colors', on ? 'bg-success-500/70' : 'bg-ink-600')}>
        <span
          className={cn(
            'absolute top-0.5 size-4 rounded-full bg-fog-100 transition-all',
            on ? 'start-[1.125rem]' : 'start-0.5',
          )}
        />
      </span>
      <span className={on ? 'text-success-400' : 'text-fog-400'}>{on ? texts.on : texts.off}</span>
    </button>
  );
}

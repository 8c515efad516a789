import { cn } from '@casino/ui/cn';
import { useTranslation } from 'react-i18next';

/** Shown in the lobby or hidden from it: a switch that says which. */
export function VisibilitySwitch({
  shown,
  disabled,
  label,
  onToggle,
}: {
  shown: boolean;
  disabled?: boolean;
  label: string;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={shown}
      aria-label={label}
      disabled={disabled}
      onClick={onToggle}
      className="inline-flex cursor-pointer items-center gap-2 rounded-full text-xs font-semibold disabled:cursor-not-allowed disabled:opacity-50"
    >
      <span
        className={cn('relative h-5 w-9 rounded-full transition-colors', shown ? 'bg-success-500/70' : 'bg-ink-600')}
      >
        <span
          className={cn(
            'absolute top-0.5 size-4 rounded-full bg-fog-100 transition-all',
            shown ? 'start-[1.125rem]' : 'start-0.5',
          )}
        />
      </span>
      <span className={shown ? 'text-success-400' : 'text-fog-400'}>{t(shown ? 'games.shown' : 'games.hidden')}</span>
    </button>
  );
}

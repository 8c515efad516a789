import { cn } from '@casino/ui/cn';
import { SearchIcon } from '@casino/ui/icons';
import { useTranslation } from 'react-i18next';

/** The game search box: in the lobby it opens /search-slots, on that page it searches as you type. */
export function SearchField({
  value,
  onChange,
  onSubmit,
  invalid = false,
  describedBy,
  autoFocus = false,
  className,
}: {
  value: string;
  onChange: (value: string) => void;
  onSubmit?: () => void;
  invalid?: boolean;
  describedBy?: string;
  autoFocus?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <form
      role="search"
      className={cn('relative', className)}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.();
      }}
    >
      <SearchIcon size={18} className="pointer-events-none absolute start-3.5 top-1/2 -translate-y-1/2 text-fog-400" />
      <input
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={t('casino.search.placeholder')}
        aria-label={t('casino.search.label')}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        autoFocus={autoFocus}
        maxLength={60}
        enterKeyHint="search"
        data-testid="search-input"
        className={cn(
          'h-11 w-full rounded-xl border bg-ink-850 ps-10 pe-4 text-sm text-fog-100 placeholder:text-fog-500 [unicode-bidi:plaintext]',
          'outline-none focus:border-gold-400/70 focus:ring-2 focus:ring-gold-400/20',
          invalid ? 'border-danger-400/60' : 'border-white/10',
        )}
      />
    </form>
  );
}

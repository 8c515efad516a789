import { cn } from '@casino/ui/cn';
import { useId, type ReactNode } from 'react';

export interface Choice<T extends string> {
  value: T;
  label: ReactNode;
  /** A second line: an example or what the choice does. */
  detail?: ReactNode;
}

/**
 * One choice among a few, as real radio buttons (arrow keys move between them, the group is one
 * tab stop): side by side as a segmented control, or stacked as cards when each needs a sentence.
 */
export function ChoiceGroup<T extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
  layout = 'segmented',
  testId,
}: {
  legend: ReactNode;
  name: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  layout?: 'segmented' | 'stacked';
  testId?: string;
}) {
  const id = useId();
  const segmented = layout === 'segmented';
  return (
    <fieldset data-testid={testId} className="@container flex min-w-0 flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-fog-300">{legend}</legend>
      <div
        className={cn(
          segmented
            ? // Side by side, each as wide as its text needs; stacked where a phone leaves too little room.
              'flex gap-1 rounded-xl border border-ink-600 bg-ink-950/60 p-1 @max-[22rem]:flex-col'
            : 'flex flex-col gap-2',
        )}
      >
        {choices.map((choice) => {
          const checked = choice.value === value;
          const detailId = choice.detail ? `${id}-${choice.value}-detail` : undefined;
          return (
            <label
              key={choice.value}
              data-checked={checked || undefined}
              className={cn(
                'relative flex min-w-0 cursor-pointer transition-colors',
                'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-gold-400/50',
                segmented
                  ? 'flex-auto items-center justify-center rounded-lg px-2 py-2 text-center @max-[22rem]:px-3'
                  : 'items-start gap-3 rounded-xl border px-4 py-3',
                segmented && (checked ? 'bg-gold-400/15 text-gold-200' : 'text-fog-300 hover:bg-white/5'),
                !segmented &&
                  (checked
                    ? 'border-gold-400/60 bg-gold-400/10 text-gold-200'
                    : 'border-ink-600 text-fog-300 hover:border-ink-500 hover:bg-white/5'),
              )}
            >
              <input
                type="radio"
                name={name}
                value={choice.value}
                checked={checked}
                onChange={() => onChange(choice.value)}
                aria-describedby={detailId}
                className={segmented ? 'sr-only' : 'mt-0.5 size-4 shrink-0 accent-gold-400'}
              />
              <span
                className={cn(
                  'flex min-w-0 flex-col gap-0.5',
                  segmented &&
                    '@max-[22rem]:w-full @max-[22rem]:flex-row @max-[22rem]:items-baseline @max-[22rem]:justify-between',
                )}
              >
                <span className="text-sm font-semibold wrap-break-word hyphens-auto">{choice.label}</span>
                {choice.detail && (
                  <span id={detailId} className={cn('text-xs', checked ? 'text-gold-300/80' : 'text-fog-500')}>
                    {choice.detail}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from './cn';
import { FieldShell, controlClasses, describedBy } from './field';
import { ChevronDownIcon } from './icons';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends ComponentProps<'select'> {
  label?: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  options: readonly SelectOption[];
  placeholder?: string;
}

export function Select({ label, error, hint, options, placeholder, className, id, ...rest }: SelectProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <FieldShell id={selectId} label={label} error={error} hint={hint} className={className}>
      <div className="relative">
        <select
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(selectId, error, hint)}
          className={cn(controlClasses(Boolean(error)), 'appearance-none pe-10')}
          {...rest}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon
          size={18}
          className="pointer-events-none absolute end-3 top-1/2 -translate-y-1/2 text-fog-400"
        />
      </div>
    </FieldShell>
  );
}

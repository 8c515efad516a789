import { useId, type ComponentProps, type ReactNode } from 'react';
import { useUiTexts } from './texts';

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: ReactNode;
  error?: string | undefined;
}

export function Checkbox({ label, error, id, ...rest }: CheckboxProps) {
  const autoId = useId();
  const boxId = id ?? autoId;
  const texts = useUiTexts();
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-3">
        <input
          id={boxId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${boxId}-error` : undefined}
          className="mt-0.5 size-5 shrink-0 cursor-pointer rounded accent-gold-400"
          {...rest}
        />
        <label htmlFor={boxId} className="cursor-pointer text-sm leading-snug text-fog-300">
          {label}
        </label>
      </div>
      {error && (
        <p id={`${boxId}-error`} role="alert" className="ps-8 text-xs text-danger-400">
          {texts.fieldError(error)}
        </p>
      )}
    </div>
  );
}

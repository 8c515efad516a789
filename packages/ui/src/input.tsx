import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from './cn';
import { FieldShell, controlClasses, describedBy } from './field';

export interface InputProps extends ComponentProps<'input'> {
  label?: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** Something to show inside the field at its end (e.g. a toggle button). */
  endAdornment?: ReactNode;
}

export function Input({ label, error, hint, endAdornment, className, id, ...rest }: InputProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <FieldShell id={inputId} label={label} error={error} hint={hint} className={className}>
      <div className="relative">
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, error, hint)}
          className={cn(controlClasses(Boolean(error)), '[unicode-bidi:plaintext]', endAdornment ? 'pe-11' : undefined)}
          {...rest}
        />
        {endAdornment && <div className="absolute inset-y-0 end-0 flex items-center pe-1.5">{endAdornment}</div>}
      </div>
    </FieldShell>
  );
}

import { cn } from './cn';
import { FieldShell, controlClasses, describedBy } from './field';
import { useId, type ComponentProps, type ReactNode } from 'react';

/**
 * A multi-line field with the inputs' label, look and error. Each paragraph takes its direction
 * from its own first letters (plaintext bidi), so Arabic and Latin lines read right in one text.
 */
export function TextArea({
  label,
  error,
  hint,
  className,
  ...rest
}: ComponentProps<'textarea'> & { label: ReactNode; error?: string | undefined; hint?: ReactNode }) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} className={className}>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={cn(
          controlClasses(Boolean(error)),
          'h-auto min-h-20 py-2.5 leading-relaxed [unicode-bidi:plaintext]',
        )}
        {...rest}
      />
    </FieldShell>
  );
}

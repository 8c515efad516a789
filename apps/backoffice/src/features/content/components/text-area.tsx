import { FieldShell, controlClasses, describedBy } from '@casino/ui/field';
import { cn } from '@casino/ui/cn';
import { useId, type ComponentProps, type ReactNode } from 'react';

/** A multi-line field with the design system's label, look and error (the design system has none yet). */
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
        className={cn(controlClasses(Boolean(error)), 'h-auto py-2.5 leading-relaxed [unicode-bidi:plaintext]')}
        {...rest}
      />
    </FieldShell>
  );
}

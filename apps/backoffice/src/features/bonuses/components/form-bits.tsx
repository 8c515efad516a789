import { FieldShell, controlClasses, describedBy } from '@casino/ui/field';
import { cn } from '@casino/ui/cn';
import { useId, type ComponentProps, type ReactNode } from 'react';

/** A longer text (a comment), shaped as the design system's inputs. */
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
        className={cn(controlClasses(Boolean(error)), 'h-auto min-h-20 py-2.5')}
        {...rest}
      />
    </FieldShell>
  );
}

/** What the last call did, kept under the form (a toast goes away; a person may want to read it again). */
export function Outcome({ children }: { children: ReactNode }) {
  return (
    <p
      role="status"
      className="rounded-xl border border-success-500/20 bg-success-500/10 px-3 py-2 text-sm text-success-400"
    >
      {children}
    </p>
  );
}

/** A form's card: its title, what it does, its fields. */
export function FormCard({
  title,
  lead,
  children,
  onSubmit,
  testId,
}: {
  title: string;
  lead?: string;
  children: ReactNode;
  onSubmit: () => void;
  testId?: string;
}) {
  const id = useId();
  return (
    <form
      noValidate
      aria-labelledby={id}
      data-testid={testId}
      className="card flex flex-col gap-4 p-5"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <div>
        <h2 id={id} className="text-base font-semibold text-fog-100">
          {title}
        </h2>
        {lead ? <p className="mt-1 text-sm text-fog-400">{lead}</p> : null}
      </div>
      {children}
    </form>
  );
}

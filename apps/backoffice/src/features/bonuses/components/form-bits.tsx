import { useId, type ReactNode } from 'react';

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

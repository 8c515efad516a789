import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type * as Sonner from 'sonner';
import { ApiError } from '@/lib/api-error';
import { errorText, fieldErrorText, hasFieldErrorText } from '@/lib/error-text';

export type ToastType = 'info' | 'success' | 'warning' | 'error';

// The toast library loads with the first toast, not with the first page: most visits
// show none. Sonner replays toasts created before its outlet mounts.
let sonner: Promise<typeof Sonner> | null = null;
const waiting = new Set<() => void>();

export function loadToasts(): Promise<typeof Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    waiting.forEach((notifyMounted) => notifyMounted());
  }
  return sonner;
}

/** Lets the toast outlet know when toasts are first needed. */
export function onToastsNeeded(listener: () => void): () => void {
  if (sonner) listener();
  waiting.add(listener);
  return () => waiting.delete(listener);
}

/**
 * Shows a toast (default type info, SPEC §1) and returns its id. The text is the id, so the
 * same message shown twice (e.g. by two failing requests) stays a single toast.
 */
export function notify(text: string, type: ToastType = 'info'): string {
  void loadToasts().then(({ toast }) => {
    const options = { id: text };
    if (type === 'info') toast.info(text, options);
    else toast[type](text, options);
  });
  return text;
}

/** Takes toasts off the screen before their time, e.g. a failed attempt's once it succeeded. */
export function dismissToasts(ids: Iterable<string>): void {
  const list = [...ids];
  if (list.length === 0 || !sonner) return;
  void sonner.then(({ toast }) => list.forEach((id) => toast.dismiss(id)));
}

/** Error toast with the localized text for the error's code (SPEC §8). */
export function notifyError(error: unknown, type: ToastType = 'error'): string[] {
  if (error instanceof ApiError && error.fieldErrors) {
    return Object.values(error.fieldErrors).flatMap((list) =>
      list.map((item) => notify(fieldErrorText(item.code, item.message), type)),
    );
  }
  return [notify(errorText(error), type)];
}

/**
 * Server validation errors: each field error goes under its input (when the form has
 * that field) and into a toast. Anything else becomes an ordinary error toast.
 */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): string[] {
  if (error instanceof ApiError && error.fieldErrors) {
    for (const [field, list] of Object.entries(error.fieldErrors)) {
      const first = list[0];
      if (first && fields.includes(field)) {
        // Store the code when we can translate it (and re-translate on language change).
        const message = hasFieldErrorText(first.code) ? first.code : first.message;
        setError(field as Path<T>, { type: 'server', message });
      }
    }
  }
  return notifyError(error);
}

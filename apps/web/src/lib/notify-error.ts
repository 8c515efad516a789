import { ApiError } from '@casino/api-client/error';
import { notify, type ToastType } from '@casino/ui/toast';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorText, fieldErrorText, hasFieldErrorText } from './error-text';

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

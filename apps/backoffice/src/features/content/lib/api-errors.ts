import { ApiError } from '@casino/api-client/error';
import { errorText } from '@/lib/error-text';
import { i18n } from '@/lib/i18n';

/**
 * The server's refusal of some fields (`{ field: [{ code, message }] }`), one text per field:
 * this screen's words for the code when it has them, else the code (the form's field turns the
 * console's common codes — required, invalid, too_long — into words).
 */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.fieldErrors) return {};
  return Object.fromEntries(
    Object.entries(error.fieldErrors).flatMap(([field, [first]]) => {
      if (!first) return [];
      const key = `content.fieldErrors.${first.code}`;
      return [[field, i18n.exists(key) ? i18n.t(key) : first.code]];
    }),
  );
}

/** Why a picture was refused (the server tells by its content: type, size), else the error's text. */
export function uploadErrorText(error: unknown): string {
  const code = error instanceof ApiError ? error.fieldErrors?.file?.[0]?.code : undefined;
  const key = `content.upload.${code}`;
  return code && i18n.exists(key) ? i18n.t(key) : errorText(error);
}

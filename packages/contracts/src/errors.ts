import { z } from 'zod';
import { CLOSURE_ERROR_CODES } from './closure.js';

/**
 * Error codes the API answers with (SPEC.md §8), plus the few the platform needs that
 * the spec leaves unnamed. Every code has a translation in each web locale.
 */
export const ERROR_CODES = [
  // SPEC.md §8
  'access_and_refresh_token_invalid',
  'no_active_account',
  'already_exists',
  'permission_denied',
  'not_authenticated',
  'transaction_limit',
  'transaction_limit_does_not_exist',
  'bad_request',
  'referral_code_not_found',
  'referral_code_already_activated',
  'referral_site_name_blank',
  'referral_site_link_blank',
  'referral_site_link_invalid',
  'not_enough_money',
  'email_not_verified',
  'documents_not_approved',
  'balance_not_low_enough',
  'insufficient_funds_on_bonus_balance',
  'coefs_changed',
  'error_block_bet_data',
  'error_exist_bet',
  'user_is_banned',
  'payment_system_limits',
  'incorrect_old_password',
  'token_invalid',
  'token_not_provided',
  // the platform's own
  'payment_status_conflict',
  'payment_system_unavailable',
  'payout_closed_loop',
  // bonuses: an exchange while a wagering requirement runs
  'bonus_not_wagered',
  // the prize wheel: a free spin asked before its time, or below its balance
  'wheel_free_spin_unavailable',
  // games: an unknown provider ('Provider not found in configuration'), a game not in the
  // catalogue, the same game opened twice in parallel, a free-spin session that cannot be played
  'provider_not_found',
  'game_not_found',
  'game_already_running',
  'free_spins_unavailable',
  // player protection: a sign-in during a break or a self-exclusion (the answer says which, and
  // until when); a reactivation asked before the self-exclusion may end; a session past the
  // player's session limit, ended
  'account_excluded',
  'exclusion_not_ended',
  'session_limit_reached',
  // account closure (decision 038): a closed account's sign-in; a balance payout without a session
  // asked by an account neither self-excluded nor closed, or with nothing to pay out
  ...CLOSURE_ERROR_CODES,
  // sportsbook integrations: one the operator switched off, a provider that does not answer
  'integration_disabled',
  'provider_unavailable',
  // the back office's sign-in (issue #25): a TOTP code needed, a wrong one, an enrolment first
  'totp_required',
  'totp_invalid',
  'totp_setup_required',
  'validation_error',
  'not_found',
  'too_many_requests',
  'internal_error',
  // the database cannot be reached for now (issue #27): 503 with Retry-After, try again
  'service_unavailable',
  // the web client's own, for a request that never got an answer
  'network_error',
  'timeout',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Field-level codes inside a validation error: `{ field: [{ code, message }] }`. */
export const FIELD_ERROR_CODES = [
  'required',
  'invalid',
  'invalid_email',
  'invalid_phone',
  'invalid_date',
  'invalid_country',
  'invalid_currency',
  'too_short',
  'too_long',
  'password_mismatch',
  'password_invalid_chars',
  'password_has_spaces',
  'password_personal_data',
  'underage',
  'must_accept',
  'already_exists',
  'search_too_short',
  'search_special_chars',
  // a KYC upload (SPEC §5): too large, not an accepted type (by its content), no file
  'invalid_size',
  'invalid_type',
  'file_required',
] as const;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

export const ApiErrorBody = z.object({ code: z.string(), message: z.string() });
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;

export const FieldErrors = z.record(z.string(), z.array(z.object({ code: z.string(), message: z.string() })));
export type FieldErrors = z.infer<typeof FieldErrors>;

/** English fallback texts; the web app shows its own translation for each code. */
export const FIELD_ERROR_MESSAGES: Record<FieldErrorCode, string> = {
  required: 'This field is required.',
  invalid: 'This value is not valid.',
  invalid_email: 'Enter a valid e-mail address.',
  invalid_phone: 'Enter a valid phone number.',
  invalid_date: 'Enter a valid date.',
  invalid_country: 'Choose a country.',
  invalid_currency: 'Choose a currency.',
  too_short: 'This value is too short.',
  too_long: 'This value is too long.',
  password_mismatch: 'Passwords do not match.',
  password_invalid_chars: 'The password contains characters that are not allowed.',
  password_has_spaces: 'The password must not contain spaces.',
  password_personal_data: 'The password must not contain your username or e-mail.',
  underage: 'You must be at least 18 years old.',
  must_accept: 'You must accept to continue.',
  already_exists: 'This value is already in use.',
  search_too_short: 'Enter at least 4 characters.',
  search_special_chars: 'Special characters are not allowed.',
  invalid_size: 'The file is too large: 10 MB at most.',
  invalid_type: 'The file must be a JPEG or PNG picture or a PDF document.',
  file_required: 'Please select a file.',
};

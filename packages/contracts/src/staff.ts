import { z } from 'zod';
import { Role, Tokens } from './auth.js';
import { currencyCode, email, newPassword, requiredText, username } from './fields.js';

/** The staff roles (SPEC §4): every role but the player's. The console is theirs alone. */
export const STAFF_ROLES = ['C', 'A', 'SO', 'SA', 'O'] as const;
export const StaffRole = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof StaffRole>;

/** Roles whose sign-in always asks for a TOTP code (issue #25); C and A once they enrolled. */
export const TOTP_REQUIRED_ROLES: readonly StaffRole[] = ['SO', 'SA', 'O'];

/** A six-digit code of the staff member's authenticator (RFC 6238, 30 s steps). */
export const TotpCode = z.string().regex(/^\d{6}$/, { error: 'invalid' });

/**
 * POST /api/backoffice/auth/login/. Without `code`, a staff member who needs one is answered
 * 401 `totp_required`; one who must enrol first gets 403 `totp_setup_required` with `totp`
 * (the secret and its otpauth:// address), and enrols by signing in again with a code of it.
 */
export const StaffLoginRequest = z.object({
  username: requiredText(254),
  password: z.string().min(1).max(128),
  code: TotpCode.optional(),
});
export type StaffLoginRequest = z.infer<typeof StaffLoginRequest>;

export const Staff = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: StaffRole,
  /** Whether sign-ins ask this account for a TOTP code. */
  totp: z.boolean(),
  /** The staff member's own cash: what a cashier's or an agent's transfers move (SPEC §7). */
  currency: z.string(),
  balance: z.number(),
});
export type Staff = z.infer<typeof Staff>;

export const StaffLoginResponse = Tokens.extend({ staff: Staff });
export type StaffLoginResponse = z.infer<typeof StaffLoginResponse>;

/** The body of a 403 `totp_setup_required`: what the authenticator app needs. */
export const TotpEnrolment = z.object({ secret: z.string(), otpauth_url: z.string() });
export type TotpEnrolment = z.infer<typeof TotpEnrolment>;

/** POST /api/backoffice/me/totp/confirm/: a first code of the secret just offered. */
export const TotpConfirmRequest = z.object({ code: TotpCode });

/** The staff member signed in (GET /api/backoffice/me/); any staff role. */
export const StaffResponse = Staff;

/** One line of the append-only audit log (GET /api/backoffice/audit/, the owner's). */
export const AuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actor_id: z.number().int(),
  actor: z.string(),
  role: Role,
  /** What was done: the route's method and path pattern, e.g. `POST /api/backoffice/payments/payout/:id/approve_success/`. */
  action: z.string(),
  /** What it was done to, e.g. `payout 12`, `user 7`; '' when the action has no single target. */
  target: z.string(),
  /** What the call asked (its body, secrets masked). */
  request: z.unknown().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  /** The answer's HTTP status. */
  status: z.number().int(),
  ip: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(50),
  actor_id: z.coerce.number().int().positive().optional(),
});
export type AuditQuery = z.input<typeof AuditQuery>;

export const AuditPage = z.object({
  count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  results: z.array(AuditEntry),
});
export type AuditPage = z.infer<typeof AuditPage>;

/** A player as staff see them in a list (GET /api/backoffice/players/). */
export const PlayerSummary = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  currency: z.string(),
  /** Cash balance, as a decimal of the currency. */
  balance: z.number(),
  bonus_balance: z.number(),
  is_banned: z.boolean(),
  created_at: z.string(),
  last_seen_at: z.string().nullable(),
  /** The cashier or agent the player is under, if any (an agent's list holds their sub-agents' players too). */
  parent_id: z.number().int().nullable(),
});
export type PlayerSummary = z.infer<typeof PlayerSummary>;

export const PlayersQuery = z.object({
  /** A part of the username, e-mail or name, or the exact id. */
  search: z.string().trim().max(100).default(''),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});
export type PlayersQuery = z.input<typeof PlayersQuery>;

export const PlayersPage = z.object({
  count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  results: z.array(PlayerSummary),
});
export type PlayersPage = z.infer<typeof PlayersPage>;

export const PlayerParams = z.object({ id: z.coerce.number().int().positive() });

/** One player as staff see them (GET /api/backoffice/players/{id}/). */
export const PlayerDetail = PlayerSummary.extend({
  /** active, banned, closed, or excluded (a break or a self-exclusion standing). */
  status: z.enum(['active', 'banned', 'closed', 'excluded']),
  email_verified: z.boolean(),
  country: z.string(),
  date_of_birth: z.string().nullable(),
  phone: z.string(),
  self_excluded_at: z.string().nullable(),
  break_until: z.string().nullable(),
  closed_at: z.string().nullable(),
});
export type PlayerDetail = z.infer<typeof PlayerDetail>;

/** POST /api/backoffice/staff/ (the owner's): a staff account; TOTP is enrolled at its first sign-in. */
export const NewStaffRequest = z.object({
  username,
  email,
  password: newPassword,
  role: StaffRole,
  /** The currency of a cashier's or an agent's own balance; the site's default when left out. */
  currency: currencyCode.optional(),
});
export type NewStaffRequest = z.input<typeof NewStaffRequest>;

export const StaffAccount = Staff.omit({ balance: true, currency: true }).extend({
  is_banned: z.boolean(),
  created_at: z.string(),
});
export type StaffAccount = z.infer<typeof StaffAccount>;
export const StaffList = z.array(StaffAccount);

/** A player's sign-in as staff see it (GET /api/backoffice/players/{id}/sessions/). */
export const PlayerSession = z.object({
  started_at: z.string(),
  /** Its latest token renewal. */
  renewed_at: z.string(),
  /** Signed out, revoked or expired; null while it may still be used. */
  ended_at: z.string().nullable(),
});
export const PlayerSessions = z.array(PlayerSession);
export type PlayerSession = z.infer<typeof PlayerSession>;

/** Staff's notes on a player (GET and POST /api/backoffice/players/{id}/notes/). */
export const PlayerNote = z.object({
  id: z.number().int(),
  author: z.string(),
  text: z.string(),
  created_at: z.string(),
});
export const PlayerNotes = z.array(PlayerNote);
export type PlayerNote = z.infer<typeof PlayerNote>;
export const NewPlayerNote = z.object({
  text: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(2000, { error: 'too_long' }),
});

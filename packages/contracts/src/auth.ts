import { z } from 'zod';
import { ROLES, USER_TYPES } from './enums.js';
import {
  anyPassword,
  birthDate,
  country,
  currencyCode,
  email,
  mustAccept,
  newPassword,
  optionalText,
  phone,
  requiredText,
  resemblesPersonalData,
  username,
} from './fields.js';
import { LOCALES } from './locales.js';

export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;

/** The account as the site sees it (SPEC.md §3 User); amounts are decimals floored to 2 places. */
export const User = z.object({
  id: z.number().int(),
  login: z.string(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: Role,
  currency: z.string(),
  balance: z.number(),
  bonusBalance: z.number(),
  hasDeposit: z.boolean(),
  parent: z.number().int().nullable(),
  isSelfRegistered: z.boolean(),
  userTypes: z.enum(USER_TYPES),
  language: z.enum(LOCALES),
  createdAt: z.string(),
  dateJoined: z.string(),
});
export type User = z.infer<typeof User>;

export const LoginRequest = z.object({
  username: requiredText(254),
  password: anyPassword,
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const Tokens = z.object({ access: z.string(), refresh: z.string() });
export type Tokens = z.infer<typeof Tokens>;

export const LoginResponse = Tokens.extend({ user: User });
export type LoginResponse = z.infer<typeof LoginResponse>;

export const RefreshRequest = z.object({ refresh: requiredText(200) });
export const RefreshResponse = Tokens;

/** Claims of the access JWT; `refresh_shift` is how many seconds before `exp` to refresh. */
export const AccessClaims = z.object({
  sub: z.string(),
  role: Role,
  exp: z.number(),
  iat: z.number(),
  refresh_shift: z.number(),
});
export type AccessClaims = z.infer<typeof AccessClaims>;

/** The sign-up's rules for a new password beside its repeat and the account's personal data (SPEC §5). */
export function checkNewPassword(
  value: { password: string; password2: string; personal: string[] },
  ctx: z.RefinementCtx,
  fields: { password: string; repeat: string },
) {
  if (value.password !== value.password2) {
    ctx.addIssue({ code: 'custom', path: [fields.repeat], message: 'password_mismatch' });
  }
  if (resemblesPersonalData(value.password, value.personal)) {
    ctx.addIssue({ code: 'custom', path: [fields.password], message: 'password_personal_data' });
  }
}

/** Sign-up (SPEC.md §3 Sign-up fields, §5 Registration). */
export const RegistrationRequest = z
  .object({
    username,
    email,
    password: newPassword,
    password2: anyPassword,
    phone,
    first_name: requiredText(60),
    last_name: requiredText(60),
    date_of_birth: birthDate,
    address: optionalText(200),
    city: optionalText(100),
    postal_code: optionalText(20),
    country,
    currency: currencyCode,
    bonus_code: optionalText(40),
    agent_id: optionalText(40),
    age_confirmation: mustAccept,
    terms_accepted: mustAccept,
    language: z.enum(LOCALES).optional(),
  })
  .superRefine((value, ctx) =>
    checkNewPassword(
      {
        password: value.password,
        password2: value.password2,
        personal: [value.username, value.email],
      },
      ctx,
      { password: 'password', repeat: 'password2' },
    ),
  );
export type RegistrationRequest = z.input<typeof RegistrationRequest>;

export const EmailRequest = z.object({ email });
export type EmailRequest = z.infer<typeof EmailRequest>;

export const PasswordResetConfirmRequest = z
  .object({ new_password: newPassword, new_password2: anyPassword })
  .superRefine((value, ctx) =>
    checkNewPassword({ password: value.new_password, password2: value.new_password2, personal: [] }, ctx, {
      password: 'new_password',
      repeat: 'new_password2',
    }),
  );
export type PasswordResetConfirmRequest = z.infer<typeof PasswordResetConfirmRequest>;

export const TokenParams = z.object({ token: z.string().min(10).max(200) });

export const UserPatch = z.object({ language: z.enum(LOCALES) });
export type UserPatch = z.infer<typeof UserPatch>;

export const Detail = z.object({ detail: z.string() });
export type Detail = z.infer<typeof Detail>;

export const EmailVerifyResponse = z.object({
  detail: z.string(),
  email: z.string(),
  purpose: z.enum(['verify_email', 'change_email']),
});
export type EmailVerifyResponse = z.infer<typeof EmailVerifyResponse>;

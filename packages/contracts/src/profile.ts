import { z } from 'zod';
import { anyPassword, birthDate, country, newPassword, optionalText, phone, requiredText } from './fields.js';

/** Personal details as read (SPEC.md §3 User info). */
export const UserInfo = z.object({
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string(),
  mobileNumber: z.string(),
  postalCode: z.string(),
  streetAddress: z.string(),
  country: z.string(),
  city: z.string(),
  // The extended profile (SPEC.md §3), empty until filled in.
  middleName: z.string(),
  gender: z.enum(['', 'm', 'f']),
  title: z.string(),
  houseNumber: z.string(),
  documentSeries: z.string(),
  documentNumber: z.string(),
  registrationAddress: z.string(),
});
export type UserInfo = z.infer<typeof UserInfo>;

/** Personal details as written (SPEC.md §7 PATCH /api/users/user/info/). */
export const UserInfoPatch = z.object({
  first_name: requiredText(60),
  last_name: requiredText(60),
  date_of_birth: birthDate,
  mobile_number: phone,
  postal_code: optionalText(20),
  street_address: optionalText(200),
  country,
  city: optionalText(100),
  middle_name: optionalText(60),
  gender: z.enum(['', 'm', 'f'], { error: 'invalid' }).optional(),
  title: optionalText(20),
  house_number: optionalText(20),
  document_series: optionalText(20),
  document_number: optionalText(40),
  registration_address: optionalText(200),
});
export type UserInfoPatch = z.input<typeof UserInfoPatch>;

export const ChangePasswordRequest = z.object({
  old_password: anyPassword,
  new_password: newPassword,
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

/** SPEC.md §3 Profile. */
export const Profile = z.object({
  id: z.number().int(),
  username: z.string(),
  dateJoined: z.string(),
  balanceCurrency: z.string(),
  balance: z.number(),
  isBanned: z.boolean(),
});
export type Profile = z.infer<typeof Profile>;

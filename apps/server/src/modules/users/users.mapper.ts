import {
  displayCurrency,
  fromMinor,
  type Locale,
  type Profile,
  type Role,
  type User,
  type UserInfo,
} from '@casino/contracts';
import type { PlayerBalances } from '../wallet/index.js';
import type { UserRow } from './users.repository.js';

/** The spec's User view (SPEC.md §3): balances floored to cents, FNT shown as RUB. */
export function toUser(row: UserRow, balances: PlayerBalances | null, isDepositCurrency: boolean): User {
  return {
    id: row.id,
    login: row.email,
    username: row.username,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    role: row.role as Role,
    currency: displayCurrency(balances?.currency ?? row.currency),
    balance: fromMinor(balances?.cash ?? 0),
    bonusBalance: fromMinor(balances?.bonus ?? 0),
    hasDeposit: isDepositCurrency,
    parent: row.parent_id,
    isSelfRegistered: row.is_self_registered,
    userTypes: row.is_self_registered ? 'self-registered' : 'with-cashier',
    language: row.language as Locale,
    createdAt: row.created_at.toISOString(),
    dateJoined: row.created_at.toISOString(),
  };
}

export function toUserInfo(row: UserRow): UserInfo {
  return {
    firstName: row.first_name,
    lastName: row.last_name,
    dateOfBirth: row.date_of_birth ?? '',
    mobileNumber: row.phone,
    postalCode: row.postal_code,
    streetAddress: row.street_address,
    country: row.country,
    city: row.city,
    middleName: row.middle_name,
    gender: row.gender,
    title: row.title,
    houseNumber: row.house_number,
    documentSeries: row.document_series,
    documentNumber: row.document_number,
    registrationAddress: row.registration_address,
  };
}

export function toProfile(row: UserRow, balances: PlayerBalances | null): Profile {
  return {
    id: row.id,
    username: row.username,
    dateJoined: row.created_at.toISOString(),
    balanceCurrency: displayCurrency(balances?.currency ?? row.currency),
    balance: fromMinor(balances?.cash ?? 0),
    isBanned: row.is_banned,
  };
}

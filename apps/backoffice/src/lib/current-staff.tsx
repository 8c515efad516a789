import type { Staff, StaffRole } from '@casino/contracts';
import { createContext, useContext } from 'react';

/**
 * The staff member a screen works for, given by the app around every screen: a feature reads it
 * here rather than from the auth feature (features do not import each other).
 */
export const CurrentStaffContext = createContext<Staff | null>(null);

export function useCurrentStaff(): Staff {
  const staff = useContext(CurrentStaffContext);
  if (!staff) throw new Error('useCurrentStaff outside a screen');
  return staff;
}

/** Whether the staff member's role is one of these (what a screen shows; the server checks again). */
export function useRoleIn(roles: readonly StaffRole[]): boolean {
  return roles.includes(useCurrentStaff().role);
}

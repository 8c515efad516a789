import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { signInReturningTo } from '@/lib/next-path';

/** Opens the sign-in page, which brings the player back to this page (address and query) once signed in. */
export function useSignInAndReturn(): () => void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return useCallback(() => void navigate(signInReturningTo(`${pathname}${search}`)), [navigate, pathname, search]);
}

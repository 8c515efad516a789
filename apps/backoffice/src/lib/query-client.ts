import { ApiError } from '@casino/api-client/error';
import { QueryClient } from '@tanstack/react-query';

/** Keys under this root belong to the signed-in staff member and are dropped on sign-out. */
export const STAFF_SCOPE = 'staff';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A 4xx will not get better by asking again; network blips may.
      retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
    },
    mutations: { retry: false },
  },
});

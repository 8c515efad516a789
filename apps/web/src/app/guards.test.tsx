import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { AuthOnly, GuestOnly } from './guards';
import { testUser } from '@/test/fixtures';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/slots/casino', element: <p>casino</p> },
      { element: <GuestOnly />, children: [{ path: '/auth/sign-in', element: <p>sign-in page</p> }] },
      { element: <AuthOnly />, children: [{ path: '/profile/user-info', element: <p>profile page</p> }] },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => useAuthStore.getState().clear());

describe('route guards', () => {
  it('lets a guest see guest pages', () => {
    renderAt('/auth/sign-in');
    expect(screen.getByText('sign-in page')).toBeTruthy();
  });

  it('sends a guest away from profile pages to /slots/casino', () => {
    const router = renderAt('/profile/user-info');
    expect(screen.getByText('casino')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/slots/casino');
  });

  it('sends a signed-in player away from guest pages to /slots/casino', () => {
    useAuthStore.getState().signIn(testUser(), { access: 'a', refresh: 'r' });
    const router = renderAt('/auth/sign-in');
    expect(router.state.location.pathname).toBe('/slots/casino');
  });

  it('lets a signed-in player see profile pages', () => {
    useAuthStore.getState().signIn(testUser(), { access: 'a', refresh: 'r' });
    renderAt('/profile/user-info');
    expect(screen.getByText('profile page')).toBeTruthy();
  });
});

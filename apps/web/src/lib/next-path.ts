/**
 * Where to go after signing in, from `?next=`: a path of this site only ("/sportsbook/live/1"),
 * never another origin ("//evil.example", "https://…") nor a script.
 */
export function safeNextPath(search: string): string | null {
  const next = new URLSearchParams(search).get('next');
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  return next.length <= 500 ? next : null;
}

/** The sign-in page that comes back to `path` afterwards. */
export const signInReturningTo = (path: string): string => `/auth/sign-in?next=${encodeURIComponent(path)}`;

/**
 * The player site's sign-up address with a referral code (SPEC §2.2 /sign-up/{promocode}): the
 * console is served by the platform on the site's own origin, under /backoffice/.
 */
export function signUpLink(code: string, origin = window.location.origin): string {
  return `${origin}/sign-up/${encodeURIComponent(code)}`;
}

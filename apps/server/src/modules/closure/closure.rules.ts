import { INACTIVITY_CLOSURE_MONTHS } from '@casino/contracts';

/**
 * The moment an account must have been seen after, at `now`, not to count as inactive: the
 * terms' months before, calendar ones (UTC), as the self-exclusion periods count them.
 */
export function idleCutoff(now: Date): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCMonth(cutoff.getUTCMonth() - INACTIVITY_CLOSURE_MONTHS);
  return cutoff;
}

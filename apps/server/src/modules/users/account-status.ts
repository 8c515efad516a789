/**
 * Whether an account is kept from play now (issue #23): a break not over, a self-exclusion
 * standing, or the account closed (decision 038; callers that tell closure apart check it first).
 */
export const isExcluded = (
  user: { break_until: Date | null; self_excluded_at: Date | null; closed_at: Date | null },
  now: Date,
) => user.closed_at !== null || user.self_excluded_at !== null || (user.break_until !== null && user.break_until > now);

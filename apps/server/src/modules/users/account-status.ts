/** Whether an account is excluded now (issue #23): a break not over, or a self-exclusion standing. */
export const isExcluded = (user: { break_until: Date | null; self_excluded_at: Date | null }, now: Date) =>
  user.self_excluded_at !== null || (user.break_until !== null && user.break_until > now);

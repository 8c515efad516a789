export type SafeHref = { kind: 'site'; to: string } | { kind: 'external'; href: string };

/** A link target the site will follow, or null. */
export function safeHref(raw: string): SafeHref | null {
  const href = raw.trim();
  // A control character or a backslash lets browsers read "/\host" or "java\tscript:" their own way.
  if (/[\s\\]/.test(href) || [...href].some((char) => char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127))
    return null;
  if (/^\/(?!\/)/.test(href)) return { kind: 'site', to: href };
  if (/^https:\/\/[^/?#]+/i.test(href)) return { kind: 'external', href };
  return null;
}

import { cn } from './cn';

/** The brand mark: a gold diamond (an ace-of-diamonds pip) and a word mark. */
export function Logo({ compact = false, wordmarkClassName }: { compact?: boolean; wordmarkClassName?: string }) {
  return (
    // A brand mark is not mirrored in right-to-left languages.
    <span className="inline-flex items-center gap-2 select-none" dir="ltr">
      <svg width="32" height="32" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id="logo-gold" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#ffe6a3" />
            <stop offset="1" stopColor="#c48712" />
          </linearGradient>
        </defs>
        <rect width="64" height="64" rx="14" fill="#131c33" />
        <path d="M32 9 51 32 32 55 13 32Z" fill="url(#logo-gold)" />
        <path d="M32 21 41.5 32 32 43 22.5 32Z" fill="#131c33" />
        <path d="M32 27 36 32 32 37 28 32Z" fill="url(#logo-gold)" />
      </svg>
      {!compact && (
        <span className={cn('text-lg font-extrabold tracking-wide whitespace-nowrap', wordmarkClassName)} dir="ltr">
          <span className="text-gold-gradient">ROYAL</span>
          <span className="text-fog-100"> ACE</span>
        </span>
      )}
    </span>
  );
}

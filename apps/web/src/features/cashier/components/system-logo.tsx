import type { PaymentSystemKind } from '@casino/contracts';
import { cn } from '@casino/ui/cn';

const TINT: Record<PaymentSystemKind, string> = {
  card: 'from-sky-400/25 to-indigo-500/25 text-sky-200',
  crypto: 'from-amber-400/25 to-orange-500/25 text-amber-200',
  manual: 'from-emerald-400/25 to-teal-500/25 text-emerald-200',
};

/** The system's mark: drawn inline (nothing is fetched), one shape per kind of method. */
export function SystemLogo({ kind, size = 44 }: { kind: PaymentSystemKind; size?: number }) {
  return (
    <span
      aria-hidden="true"
      style={{ width: size, height: size }}
      className={cn('grid shrink-0 place-items-center rounded-xl border border-white/10 bg-gradient-to-br', TINT[kind])}
    >
      <svg
        width={size * 0.55}
        height={size * 0.55}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.7}
      >
        {kind === 'card' && (
          <>
            <rect x="2.5" y="5" width="19" height="14" rx="2.5" />
            <path d="M2.5 9.5h19M6 15h4" strokeLinecap="round" />
          </>
        )}
        {kind === 'crypto' && (
          <>
            <circle cx="12" cy="12" r="9" />
            <path
              d="M9.5 7.5v9M9.5 7.5h3.8a2.2 2.2 0 0 1 0 4.5H9.5m0 0h4.3a2.25 2.25 0 0 1 0 4.5H9.5M11 6v1.5M11 16.5V18"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </>
        )}
        {kind === 'manual' && (
          <path
            d="M3 9.5 12 4l9 5.5M5 10v7M9.7 10v7M14.3 10v7M19 10v7M3.5 20h17"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        )}
      </svg>
    </span>
  );
}

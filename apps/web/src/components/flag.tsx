import type { LanguageEntry } from '@/lib/languages';

/** Simplified inline flags (no image requests). */
export function Flag({ icon, size = 22 }: { icon: LanguageEntry['icon']; size?: number }) {
  const h = Math.round((size * 2) / 3);
  const body = {
    fr: (
      <>
        <rect width="10" height="20" fill="#0055a4" />
        <rect x="10" width="10" height="20" fill="#fff" />
        <rect x="20" width="10" height="20" fill="#ef4135" />
      </>
    ),
    ru: (
      <>
        <rect width="30" height="7" fill="#fff" />
        <rect y="6.66" width="30" height="6.67" fill="#0039a6" />
        <rect y="13.33" width="30" height="6.67" fill="#d52b1e" />
      </>
    ),
    tn: (
      <>
        <rect width="30" height="20" fill="#e70013" />
        <circle cx="15" cy="10" r="5" fill="#fff" />
        <circle cx="15.8" cy="10" r="3.4" fill="#e70013" />
        <circle cx="16.7" cy="10" r="2.8" fill="#fff" />
        <path d="m16.2 10 2.6-.9-1.6 2.2V8.7l1.6 2.2Z" fill="#e70013" />
      </>
    ),
    us: (
      <>
        <rect width="30" height="20" fill="#b22234" />
        {[1, 3, 5, 7, 9, 11].map((i) => (
          <rect key={i} y={(i * 20) / 13} width="30" height={20 / 13} fill="#fff" />
        ))}
        <rect width="12" height={(7 * 20) / 13} fill="#3c3b6e" />
      </>
    ),
  }[icon];
  return (
    <svg
      width={size}
      height={h}
      viewBox="0 0 30 20"
      aria-hidden="true"
      className="shrink-0 overflow-hidden rounded-[3px] ring-1 ring-white/15"
    >
      {body}
    </svg>
  );
}

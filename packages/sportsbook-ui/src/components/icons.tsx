import type { SVGProps } from 'react';

/** The client's icons: small inline SVGs drawn with currentColor (no icon font, no library). */
type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function Svg({ size = 18, children, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

export const LockIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V8a4 4 0 0 1 8 0v3" />
  </Svg>
);
export const CloseIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Svg>
);
export const TrashIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
  </Svg>
);
export const ChevronIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M6 9l6 6 6-6" />
  </Svg>
);
/** Points to the end of the line (it flips in Arabic through CSS: .flip-rtl). */
export const ArrowEndIcon = (p: IconProps) => (
  <Svg {...p} className={`flip-rtl ${p.className ?? ''}`}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </Svg>
);
export const ArrowStartIcon = (p: IconProps) => (
  <Svg {...p} className={`flip-rtl ${p.className ?? ''}`}>
    <path d="M19 12H5M11 6l-6 6 6 6" />
  </Svg>
);
export const TicketIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 5h16v4a3 3 0 0 0 0 6v4H4v-4a3 3 0 0 0 0-6z" />
    <path d="M9 9h6M9 13h6" />
  </Svg>
);
export const ReceiptIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M6 3h12v18l-3-2-3 2-3-2-3 2z" />
    <path d="M9 8h6M9 12h6M9 16h3" />
  </Svg>
);
export const GridIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="4" y="4" width="7" height="7" rx="1.5" />
    <rect x="13" y="4" width="7" height="7" rx="1.5" />
    <rect x="4" y="13" width="7" height="7" rx="1.5" />
    <rect x="13" y="13" width="7" height="7" rx="1.5" />
  </Svg>
);
export const LiveIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="2.5" fill="currentColor" />
    <path d="M7.8 7.8a6 6 0 0 0 0 8.4M16.2 7.8a6 6 0 0 1 0 8.4M5 5a10 10 0 0 0 0 14M19 5a10 10 0 0 1 0 14" />
  </Svg>
);
export const HomeIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 11l8-7 8 7v9a1 1 0 0 1-1 1h-4v-6H9v6H5a1 1 0 0 1-1-1z" />
  </Svg>
);
export const ClockIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </Svg>
);
export const CheckIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Svg>
);
export const AlertIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 4l9 16H3z" />
    <path d="M12 10v4M12 17.5v.01" />
  </Svg>
);
export const UserIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </Svg>
);
export const GiftIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="4" y="9" width="16" height="11" rx="1.5" />
    <path d="M3 9h18M12 9v11M12 9c-2-4-6-4-6-1.5S10 9 12 9c2 0 6 1 6-1.5S14 5 12 9" />
  </Svg>
);
export const TrophyIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M8 4h8v5a4 4 0 0 1-8 0z" />
    <path d="M8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M8.5 20h7M10 17h4" />
  </Svg>
);

/** One sport's pictogram, by the feed's sport key. */
export function SportIcon({ sport, size = 18 }: { sport: string; size?: number }) {
  switch (sport) {
    case 'football':
      return (
        <Svg size={size}>
          <circle cx="12" cy="12" r="8.5" />
          <path d="M12 7.5l3.2 2.3-1.2 3.8h-4l-1.2-3.8z" fill="currentColor" />
          <path d="M12 7.5V3.6M15.2 9.8l3.9-1.4M14 13.6l2.3 3.4M10 13.6l-2.3 3.4M8.8 9.8 4.9 8.4" />
        </Svg>
      );
    case 'basketball':
      return (
        <Svg size={size}>
          <circle cx="12" cy="12" r="8.5" />
          <path d="M3.5 12h17M12 3.5v17M6 6a9 9 0 0 1 0 12M18 6a9 9 0 0 0 0 12" />
        </Svg>
      );
    case 'baseball':
      return (
        <Svg size={size}>
          <circle cx="12" cy="12" r="8.5" />
          <path d="M7 5.2a9 9 0 0 1 0 13.6M17 5.2a9 9 0 0 0 0 13.6" />
          <path d="M8.6 8.5l-1.3.4M9 12h-1.4M8.6 15.5l-1.3-.4M15.4 8.5l1.3.4M15 12h1.4M15.4 15.5l1.3-.4" />
        </Svg>
      );
    case 'ice-hockey':
      return (
        <Svg size={size}>
          <path d="M5 3l6 13h-5.5a1.5 1.5 0 0 0 0 3H12l1-3M19 3l-4.2 9" />
          <ellipse cx="17.5" cy="18" rx="3" ry="1.6" fill="currentColor" />
        </Svg>
      );
    case 'tennis':
      return (
        <Svg size={size}>
          <circle cx="12" cy="12" r="8.5" />
          <path d="M5.2 6.5a9 9 0 0 1 0 11M18.8 6.5a9 9 0 0 0 0 11" />
        </Svg>
      );
    case 'handball':
      return (
        <Svg size={size}>
          <circle cx="12" cy="12" r="8.5" />
          <path d="M12 3.5c-3 3-3 14 0 17M12 3.5c3 3 3 14 0 17M4 9h16M4 15h16" />
        </Svg>
      );
    case 'golf':
      return (
        <Svg size={size}>
          <path d="M8 21V3l9 4-9 4" />
          <ellipse cx="12" cy="20.5" rx="7" ry="1.5" />
        </Svg>
      );
    case 'american-football':
      return (
        <Svg size={size}>
          <ellipse cx="12" cy="12" rx="9.5" ry="6" transform="rotate(-35 12 12)" />
          <path d="M9.5 14.5l5-5M10.5 11.5l2 2M12 10l2 2M9 13l2 2" />
        </Svg>
      );
    case 'table-tennis':
      return (
        <Svg size={size}>
          <circle cx="10" cy="10" r="6.5" />
          <path d="M14.6 14.6L20 20" strokeWidth={3} />
          <circle cx="19" cy="5" r="1.8" fill="currentColor" />
        </Svg>
      );
    case 'volleyball':
      return (
        <Svg size={size}>
          <circle cx="12" cy="12" r="8.5" />
          <path d="M12 3.5c0 5 2 8 7.5 10.5M12 12c-4 2.5-7.5 2-8.3.5M12 12c3-1.5 3.5-5.5 2.5-8M12 12c0 4 2 7 5 8" />
        </Svg>
      );
    case 'e-sport':
      return (
        <Svg size={size}>
          <path d="M7 8h10a4 4 0 0 1 4 4.5l-.6 4a2.3 2.3 0 0 1-4 1.1L14.5 16h-5l-1.9 1.6a2.3 2.3 0 0 1-4-1.1l-.6-4A4 4 0 0 1 7 8z" />
          <path d="M8 11v3M6.5 12.5h3M15.5 12h.01M17.5 13.5h.01" />
        </Svg>
      );
    default:
      return <TrophyIcon size={size} />;
  }
}

import type { SVGProps } from 'react';

/**
 * Inline stroke icons (24px grid): nothing is fetched at run time. This file holds the icons of
 * the player site's first page (header, navigation, language selector, error screen, lobby); its
 * other pages' icons live in apps/web's components/ui/page-icons.tsx and the console's in its own
 * components, because a module the first page imports ships whole in the entry chunk, with every
 * icon any page uses. An icon joins this file only if the site's first page shows it.
 */
export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

export function Svg({ size = 20, children, ...rest }: IconProps) {
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

export const MenuIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </Svg>
);
export const CloseIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Svg>
);
export const UserIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </Svg>
);
export const CheckIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="m5 12 5 5 9-10" />
  </Svg>
);
export const ChevronDownIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="m6 9 6 6 6-6" />
  </Svg>
);
export const AlertIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 3 2 20h20L12 3Z" />
    <path d="M12 10v4M12 17h.01" />
  </Svg>
);
export const ChipsIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="4.5" />
    <path d="M12 3v3M12 18v3M3 12h3M18 12h3M5.6 5.6l2.1 2.1M16.3 16.3l2.1 2.1M5.6 18.4l2.1-2.1M16.3 7.7l2.1-2.1" />
  </Svg>
);
export const LiveIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="2.5" fill="currentColor" />
    <path d="M7.8 7.8a6 6 0 0 0 0 8.4M16.2 7.8a6 6 0 0 1 0 8.4M5 5a10 10 0 0 0 0 14M19 5a10 10 0 0 1 0 14" />
  </Svg>
);
/** Sport betting: a football. */
export const SportIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="m12 7.5 4.3 3.1-1.6 5H9.3l-1.6-5L12 7.5Z" />
    <path d="M12 7.5V3M16.3 10.6l4.3-1.4M14.7 15.6l2.6 3.7M9.3 15.6l-2.6 3.7M7.7 10.6 3.4 9.2" />
  </Svg>
);
/** Live betting: a football with an on-air dot. */
export const LiveSportIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="10" cy="14" r="7" />
    <path d="m10 11 2.9 2.1-1.1 3.3H8.2l-1.1-3.3L10 11Z" />
    <path d="M10 11V7M12.9 13.1l3.8-1.3M11.8 16.4l2.3 3.3M8.2 16.4l-2.3 3.3M7.1 13.1l-3.8-1.3" />
    <circle cx="19" cy="5" r="1.6" fill="currentColor" />
    <path d="M16.2 2.2a4 4 0 0 0 0 5.6M21.8 2.2a4 4 0 0 1 0 5.6" />
  </Svg>
);
export const RocketIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M5 15c-1.5 1.5-2 5-2 5s3.5-.5 5-2M9 12l3 3M14.5 4.5C17 2 21 3 21 3s1 4-1.5 6.5L13 16l-5-5 6.5-6.5Z" />
  </Svg>
);
/** Opens something outside the page: flipped in right-to-left pages. */
export const StarIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9L12 3Z" />
  </Svg>
);
export const HistoryIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
    <path d="M3 3v5h5M12 7v5l3 2" />
  </Svg>
);
export const SearchIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </Svg>
);
export const PlayIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M7 4.5v15l12-7.5-12-7.5Z" fill="currentColor" />
  </Svg>
);
/** Points back in the reading direction: flipped in right-to-left pages. */
export const ArrowBackIcon = ({ className, ...p }: IconProps) => (
  <Svg {...p} className={`rtl:-scale-x-100 ${className ?? ''}`}>
    <path d="M19 12H5M11 6l-6 6 6 6" />
  </Svg>
);
export const ChevronStartIcon = ({ className, ...p }: IconProps) => (
  <Svg {...p} className={`rtl:-scale-x-100 ${className ?? ''}`}>
    <path d="m15 6-6 6 6 6" />
  </Svg>
);
export const ChevronEndIcon = ({ className, ...p }: IconProps) => (
  <Svg {...p} className={`rtl:-scale-x-100 ${className ?? ''}`}>
    <path d="m9 6 6 6-6 6" />
  </Svg>
);
export const PlusIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 5v14M5 12h14" />
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

import type { NoticeKind } from '@casino/contracts';
import { Svg, type IconProps } from '@casino/ui/icons';

/** The pop-ups' icons: they load with the notices, never with the first page. */
const TrophyIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M8 4h8v6a4 4 0 0 1-8 0V4Z" />
    <path d="M8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 14v4M8 21h8M9 18h6" />
  </Svg>
);
const CashbackIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
    <path d="M3 3v5h5M12 7v10M14.5 9.5c-.4-.9-1.4-1.5-2.5-1.5-1.4 0-2.5.8-2.5 2s1.1 1.6 2.5 2 2.5.8 2.5 2-1.1 2-2.5 2c-1.1 0-2.1-.6-2.5-1.5" />
  </Svg>
);
const GiftIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3" y="8" width="18" height="4" rx="1" />
    <path d="M5 12v9h14v-9M12 8v13M12 8S10.5 3 8 3a2.5 2.5 0 0 0 0 5M12 8s1.5-5 4-5a2.5 2.5 0 0 1 0 5" />
  </Svg>
);

export const NOTICE_ICONS: Readonly<Record<NoticeKind, (p: IconProps) => React.JSX.Element>> = {
  jackpot: TrophyIcon,
  cashback: CashbackIcon,
  first_deposit: GiftIcon,
};

import { Svg, type IconProps } from '@casino/ui/icons';

/** A wheel of fortune: rim and spokes (the first page carries it, so it reuses the chip icon's figures). */
export const WheelIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 3v18M3 12h18M5.6 5.6l12.8 12.8M5.6 18.4 18.4 5.6" />
  </Svg>
);

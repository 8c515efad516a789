import type { WheelPrize } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/money';
import {
  CENTRE,
  fitLabel,
  labelPlacement,
  prizeKind,
  RADIUS,
  segmentPath,
  VIEW,
  type PrizeKind,
} from '../lib/geometry';
import { SEGMENT_DEGREES } from '../lib/rotation';

/** SPEC §4: the wheel slows to a stop (an ease-out), over the spin's duration. */
const EASE_OUT = 'cubic-bezier(0.17, 0.67, 0.12, 0.99)';

const FILLS: Record<PrizeKind, [string, string]> = {
  // Money prizes alternate gold and night blue, presents stand out, "Try again" stays quiet.
  money: ['#e9a91f', '#1b2642'],
  present: ['#8b5cf6', '#7c3aed'],
  none: ['#131c33', '#131c33'],
};
const TEXT: Record<PrizeKind, [string, string]> = {
  money: ['#070b16', '#ffd773'],
  present: ['#ffffff', '#ffffff'],
  none: ['#9ba7c5', '#9ba7c5'],
};

/** What a segment says: the amount with its currency, the present's name, or "Try again". */
export function usePrizeLabel() {
  const { t } = useTranslation();
  return (prize: WheelPrize) => {
    const kind = prizeKind(prize);
    if (kind === 'money') return formatMoney(prize.amount, prize.currency);
    return kind === 'present' ? prize.name : t('wheel.tryAgain');
  };
}

/**
 * The turning part of the wheel: 16 segments of 22.5°, segment i centred i × 22.5° clockwise
 * from the top. It turns as one composited layer (a CSS transform on its box, never a redraw of
 * the SVG), so it keeps 60 fps on a phone. It is never mirrored: Arabic reads the same wheel.
 */
export function WheelDisc({
  prizes,
  rotation,
  spinMs,
  landed,
}: {
  prizes: readonly WheelPrize[];
  rotation: number;
  spinMs: number;
  landed: number | null;
}) {
  const { t } = useTranslation();
  const labelOf = usePrizeLabel();
  return (
    <div
      data-testid="wheel-disc"
      // Not mirrored in Arabic: the labels keep their place on the wheel.
      dir="ltr"
      data-rotation={rotation}
      data-segment={landed ?? undefined}
      // Round and clipped: turned, the square box's corners would lie over the spin button and take its clicks.
      className="absolute inset-0 overflow-hidden rounded-full will-change-transform"
      style={{ transform: `rotate(${rotation}deg)`, transition: `transform ${spinMs}ms ${EASE_OUT}` }}
    >
      <svg viewBox={`0 0 ${VIEW} ${VIEW}`} className="size-full" role="img" aria-label={t('wheel.prizes')}>
        <circle cx={CENTRE} cy={CENTRE} r={RADIUS + 6} fill="#0a0f1e" stroke="#e9a91f" strokeWidth="4" />
        {prizes.map((prize, index) => {
          const kind = prizeKind(prize);
          const label = labelOf(prize);
          const place = labelPlacement(index);
          return (
            <g key={prize.id} data-testid="wheel-segment" data-kind={kind}>
              <title>{label}</title>
              <path d={segmentPath(index)} fill={FILLS[kind][index % 2]} stroke="#070b16" strokeWidth="1.5" />
              <text
                transform={place.transform}
                x={place.x}
                y={CENTRE}
                textAnchor={place.anchor}
                dominantBaseline="central"
                fontSize={kind === 'money' ? 14 : 12}
                fontWeight="700"
                fill={TEXT[kind][index % 2]}
                style={{ unicodeBidi: 'plaintext' }}
              >
                {fitLabel(label)}
              </text>
            </g>
          );
        })}
        {prizes.map((_, index) => {
          // A peg on each border, which the selector ticks against.
          const angle = ((index * SEGMENT_DEGREES + SEGMENT_DEGREES / 2) * Math.PI) / 180;
          return (
            <circle
              key={index}
              cx={CENTRE + (RADIUS + 1) * Math.sin(angle)}
              cy={CENTRE - (RADIUS + 1) * Math.cos(angle)}
              r="3"
              fill="#ffe6a3"
            />
          );
        })}
      </svg>
    </div>
  );
}

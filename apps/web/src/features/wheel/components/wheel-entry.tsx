import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { openWheel } from '../lib/opened-modals';
import { WheelIcon } from './wheel-icon';

/**
 * The desktop header's way into the prize wheel, for guests too: an icon named by its title,
 * which opens the wheel (SPEC §2.9) over the page the player is on, in a history entry of its
 * own. It is on the first page, so it stays small (an icon button, no label).
 */
export function WheelEntry() {
  const { t } = useTranslation();
  return (
    <Link
      to={openWheel(useLocation().search)}
      title={t('nav.wheel')}
      data-testid="wheel-entry"
      className="grid size-10 shrink-0 place-items-center rounded-xl text-gold-300 hover:bg-white/5"
    >
      <WheelIcon />
    </Link>
  );
}

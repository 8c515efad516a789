import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { openWheel } from '../lib/opened-modals';
import { WheelIcon } from './wheel-icon';

/** The way into the prize wheel as a labelled row of the phone's menu (in the panels' chunk, not the first page's). */
export function WheelMenuEntry({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  return (
    <Link
      to={openWheel(useLocation().search)}
      onClick={onNavigate}
      data-testid="wheel-entry"
      className="flex items-center gap-2 rounded-xl px-3 py-2.5 text-sm font-semibold text-fog-300 hover:bg-white/5 hover:text-fog-100"
    >
      <WheelIcon size={18} />
      {t('nav.wheel')}
    </Link>
  );
}

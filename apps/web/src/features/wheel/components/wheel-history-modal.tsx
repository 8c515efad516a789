import { buttonClasses } from '@casino/ui/button';
import { Modal } from '@casino/ui/modal';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { signInReturningTo } from '@/lib/next-path';
import { WheelHistory } from './wheel-history';

/** The wheel history modal (SPEC §2.9): the player's spins; a guest is asked to sign in. */
export function WheelHistoryModal({ isPlayer, onClose }: { isPlayer: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <Modal open onClose={onClose} title={t('menu.items.spinHistory')}>
      <div data-testid="wheel-history-modal">
        {isPlayer ? (
          <WheelHistory />
        ) : (
          <div className="flex flex-col items-center gap-4 py-6 text-center" data-testid="wheel-history-sign-in">
            <p>{t('wheel.history.signIn')}</p>
            <Link to={signInReturningTo(`${pathname}${search}`)} className={buttonClasses('primary')}>
              {t('auth.signIn')}
            </Link>
          </div>
        )}
      </div>
    </Modal>
  );
}

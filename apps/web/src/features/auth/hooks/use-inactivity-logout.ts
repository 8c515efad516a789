import { SESSION } from '@casino/contracts';
import { useEffect } from 'react';
import { i18n } from '@/lib/i18n';
import { logout } from '../lib/session';
import { useAuthStore } from '../stores/auth-store';

const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'scroll', 'touchstart'] as const;

/** SPEC §4: 20 minutes without input ends the session with a "session expired" notice. */
export function useInactivityLogout(timeoutMs: number = SESSION.inactivityMs): void {
  const isAuth = useAuthStore((s) => s.isAuth);
  useEffect(() => {
    if (!isAuth) return;
    let last = Date.now();
    let timer: ReturnType<typeof setTimeout>;
    const check = () => {
      // Timers drift or pause in background tabs, so compare wall-clock time.
      const idle = Date.now() - last;
      if (idle >= timeoutMs) {
        void logout({ message: i18n.t('auth.sessionExpired') });
        return;
      }
      timer = setTimeout(check, timeoutMs - idle);
    };
    const onActivity = () => {
      last = Date.now();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') {
        clearTimeout(timer);
        check();
      }
    };
    for (const name of ACTIVITY_EVENTS) {
      window.addEventListener(name, onActivity, { passive: true, capture: true });
    }
    document.addEventListener('visibilitychange', onVisible);
    timer = setTimeout(check, timeoutMs);
    return () => {
      clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [isAuth, timeoutMs]);
}

import { lazy, Suspense, useEffect, useState } from 'react';
import { loadToasts, onToastsNeeded } from './toast';

const Sonner = lazy(() => loadToasts().then((module) => ({ default: module.Toaster })));

/**
 * The single toast outlet, mounted with the first toast; direction follows <html dir>. The
 * toasts open below a header of the theme's --spacing-header (60 px) by default.
 */
export function Toaster({ offsetTop = 72, mobileOffsetTop = 68 }: { offsetTop?: number; mobileOffsetTop?: number }) {
  const [needed, setNeeded] = useState(false);
  useEffect(() => onToastsNeeded(() => setNeeded(true)), []);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Sonner
        theme="dark"
        position="top-center"
        richColors
        closeButton
        offset={{ top: offsetTop }}
        mobileOffset={{ top: mobileOffsetTop }}
        visibleToasts={4}
        toastOptions={{ className: 'font-sans', duration: 5000 }}
      />
    </Suspense>
  );
}

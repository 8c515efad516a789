import { lazy, Suspense, useEffect, useState } from 'react';
import { loadToasts, onToastsNeeded } from './toast';

const Sonner = lazy(() => loadToasts().then((module) => ({ default: module.Toaster })));

/** The single toast outlet, mounted with the first toast; direction follows <html dir>. */
export function Toaster() {
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
        offset={{ top: 72 }}
        mobileOffset={{ top: 68 }}
        visibleToasts={4}
        toastOptions={{ className: 'font-sans', duration: 5000 }}
      />
    </Suspense>
  );
}

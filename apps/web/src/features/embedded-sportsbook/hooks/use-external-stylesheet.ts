import { useEffect } from 'react';

/** Adds `<link rel="stylesheet" href>` to the document while mounted (nothing for null). */
export function useExternalStylesheet(href: string | null): void {
  useEffect(() => {
    if (!href) return;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.referrerPolicy = 'no-referrer';
    link.dataset.testid = 'bet-history-stylesheet';
    document.head.appendChild(link);
    return () => link.remove();
  }, [href]);
}

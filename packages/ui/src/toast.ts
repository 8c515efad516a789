import type * as Sonner from 'sonner';

export type ToastType = 'info' | 'success' | 'warning' | 'error';

// The toast library loads with the first toast, not with the first page: most visits
// show none. Sonner replays toasts created before its outlet mounts.
let sonner: Promise<typeof Sonner> | null = null;
const waiting = new Set<() => void>();

export function loadToasts(): Promise<typeof Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    waiting.forEach((notifyMounted) => notifyMounted());
  }
  return sonner;
}

/** Lets the toast outlet know when toasts are first needed. */
export function onToastsNeeded(listener: () => void): () => void {
  if (sonner) listener();
  waiting.add(listener);
  return () => waiting.delete(listener);
}

/**
 * Shows a toast (default type info, SPEC §1) and returns its id. The text is the id, so the
 * same message shown twice (e.g. by two failing requests) stays a single toast.
 */
export function notify(text: string, type: ToastType = 'info'): string {
  void loadToasts().then(({ toast }) => {
    const options = { id: text };
    if (type === 'info') toast.info(text, options);
    else toast[type](text, options);
  });
  return text;
}

/** Takes toasts off the screen before their time, e.g. a failed attempt's once it succeeded. */
export function dismissToasts(ids: Iterable<string>): void {
  const list = [...ids];
  if (list.length === 0 || !sonner) return;
  void sonner.then(({ toast }) => list.forEach((id) => toast.dismiss(id)));
}

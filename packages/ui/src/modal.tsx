import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from './icons';
import { useUiTexts } from './texts';
import { useEscape } from './use-escape';

export function Modal({
  open,
  onClose,
  title,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
}) {
  const texts = useUiTexts();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  useEscape(open, onClose);
  useEffect(() => {
    if (!open) return;
    // Move focus into the dialog so keyboard and screen-reader users land in it.
    const previous = document.activeElement as HTMLElement | null;
    dialogRef.current?.focus();
    return () => previous?.focus?.();
  }, [open]);
  if (!open) return null;
  return createPortal(
    <div className="fixed inset-0 z-50 grid place-items-center p-4">
      <div aria-hidden="true" className="absolute inset-0 bg-ink-950/80 backdrop-blur-sm" onClick={onClose} />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="card relative flex max-h-[85dvh] w-full max-w-lg flex-col outline-none"
      >
        <div className="flex items-center justify-between gap-4 border-b border-white/5 px-5 py-4">
          <h2 id={titleId} className="text-lg font-bold text-fog-100">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={texts.close}
            className="grid size-9 place-items-center rounded-lg text-fog-400 hover:bg-white/5 hover:text-fog-100"
          >
            <CloseIcon />
          </button>
        </div>
        <div className="overflow-y-auto px-5 py-4 text-sm leading-relaxed text-fog-300">{children}</div>
      </div>
    </div>,
    document.body,
  );
}

import { LANGUAGE_SELECTOR } from '@casino/contracts';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/**
 * SPEC §2.8 language selector: opens on click, closes 2.5 s after the pointer leaves,
 * 6 s after opening, and on a click outside `container`.
 */
export function useAutoClose(container: RefObject<HTMLElement | null>) {
  const [open, setOpen] = useState(false);
  const leaveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const clearLeave = useCallback(() => {
    clearTimeout(leaveTimer.current);
    leaveTimer.current = undefined;
  }, []);
  const close = useCallback(() => {
    clearLeave();
    setOpen(false);
  }, [clearLeave]);

  useEffect(() => {
    if (!open) return;
    const maxOpen = setTimeout(close, LANGUAGE_SELECTOR.maxOpenMs);
    const onPointerDown = (event: Event) => {
      if (!container.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      clearTimeout(maxOpen);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, close, container]);

  useEffect(() => clearLeave, [clearLeave]);

  return {
    open,
    toggle: () => (open ? close() : setOpen(true)),
    close,
    onMouseLeave: () => {
      if (!open) return;
      clearLeave();
      leaveTimer.current = setTimeout(close, LANGUAGE_SELECTOR.closeAfterLeaveMs);
    },
    onMouseEnter: clearLeave,
  };
}

import { cn } from '@casino/ui/cn';
import { ChevronEndIcon, ChevronStartIcon } from '@casino/ui/icons';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * A row that scrolls sideways when its items do not fit: by swipe or trackpad, and with
 * back/forward arrows that appear only on a side that hides items. Arrows and scrolling follow
 * the reading direction, so "forward" goes left in Arabic.
 */
export function ScrollRow({
  children,
  backLabel,
  forwardLabel,
  className,
}: {
  children: ReactNode;
  backLabel: string;
  forwardLabel: string;
  className?: string;
}) {
  const list = useRef<HTMLUListElement>(null);
  const [hidden, setHidden] = useState({ back: false, forward: false });

  const measure = useCallback(() => {
    const el = list.current;
    if (!el) return;
    // Right-to-left rows count scrollLeft from 0 down to minus the overflow.
    const scrolled = Math.abs(el.scrollLeft);
    const overflow = el.scrollWidth - el.clientWidth;
    // A few pixels of slack: snapping and sub-pixel widths leave the ends a little short of exact.
    const next = { back: scrolled > 4, forward: overflow - scrolled > 4 };
    setHidden((prev) => (prev.back === next.back && prev.forward === next.forward ? prev : next));
  }, []);

  useEffect(() => {
    const el = list.current;
    if (!el) return;
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => {
      el.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, [measure]);
  // Items added to the row (a list shown in steps) widen what scrolls, not the row itself.
  useEffect(measure, [children, measure]);

  const go = (step: 1 | -1) => {
    const el = list.current;
    if (!el) return;
    const rtl = getComputedStyle(el).direction === 'rtl';
    el.scrollBy({ left: step * (rtl ? -1 : 1) * el.clientWidth * 0.8, behavior: 'smooth' });
  };

  const arrow =
    'absolute top-[38%] z-10 grid size-10 -translate-y-1/2 cursor-pointer place-items-center rounded-full border border-white/10 bg-ink-900/90 text-fog-100 shadow-card backdrop-blur hover:border-gold-400/60 hover:text-gold-200';
  return (
    <div className="relative">
      <ul
        ref={list}
        className={cn(
          '-mx-1 flex snap-x snap-mandatory scroll-px-1 gap-3 overflow-x-auto scroll-smooth px-1 pb-2 sm:gap-4 [scrollbar-width:thin]',
          className,
        )}
      >
        {children}
      </ul>
      {hidden.back && (
        <button
          type="button"
          onClick={() => go(-1)}
          aria-label={backLabel}
          data-testid="row-back"
          className={cn(arrow, '-start-2 sm:-start-4')}
        >
          <ChevronStartIcon size={20} />
        </button>
      )}
      {hidden.forward && (
        <button
          type="button"
          onClick={() => go(1)}
          aria-label={forwardLabel}
          data-testid="row-forward"
          className={cn(arrow, '-end-2 sm:-end-4')}
        >
          <ChevronEndIcon size={20} />
        </button>
      )}
    </div>
  );
}

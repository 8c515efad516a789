import type { Slide } from '@casino/contracts';
import { buttonClasses } from '@casino/ui/button';
import { cn } from '@casino/ui/cn';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SlideDot } from '@/components/ui/slide-dot';
import { useMediaQuery } from '@/lib/use-media-query';
import { safeHref } from '@casino/ui/safe-href';
import { inSlideOrder } from '../lib/slide-order';
import { BANNER_ASPECT } from './banner-frame';

const AUTOPLAY_MS = 6_000;
const SWIPE_PX = 40;

function SlideLink({ link, children }: { link: string; children: ReactNode }) {
  const href = safeHref(link);
  const className = cn(buttonClasses('primary', 'md'), 'self-start');
  if (!href) return null;
  if (href.kind === 'site')
    return (
      <Link to={href.to} className={className}>
        {children}
      </Link>
    );
  return (
    <a href={href.href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
    </a>
  );
}

/**
 * The home page's banners (SPEC §3 Slide): one picture at a time with its title, text and call to
 * action on the start side; autoplay that pauses while the pointer or the focus is in it and never
 * runs for a reduced-motion reader; dots, previous and next buttons, and a swipe on touch screens.
 */
export function BannerCarousel({ slides }: { slides: Slide[] }) {
  const { t } = useTranslation();
  const ordered = inSlideOrder(slides);
  const count = ordered.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const touch = useRef<number | null>(null);
  const current = count ? index % count : 0;
  // A picture is fetched once its slide is shown or is next: not all of them with the page.
  const [shown, setShown] = useState<ReadonlySet<number>>(() => new Set([0, 1]));
  useEffect(() => {
    setShown((seen) => (seen.has(current) && seen.has(current + 1) ? seen : new Set([...seen, current, current + 1])));
  }, [current]);
  const go = (next: number) => setIndex(((next % count) + count) % count);

  useEffect(() => {
    if (count < 2 || hovered || focused || reduced) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [count, hovered, focused, reduced]);

  if (!count) return null;
  const rtl = typeof document !== 'undefined' && document.documentElement.dir === 'rtl';
  const arrow =
    'absolute top-1/2 z-10 grid size-9 -translate-y-1/2 place-items-center rounded-full bg-ink-950/60 text-fog-100 hover:bg-ink-950/80';
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('slider.label')}
      data-testid="banner-carousel"
      className="relative w-full overflow-hidden rounded-2xl bg-ink-800"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onTouchStart={(event) => {
        touch.current = event.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(event) => {
        const start = touch.current;
        const end = event.changedTouches[0]?.clientX;
        touch.current = null;
        if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
        // A swipe toward the start side shows the next slide; the start side is the right in Arabic.
        const forward = rtl ? end > start : end < start;
        go(current + (forward ? 1 : -1));
      }}
    >
      <div className={cn('relative w-full', BANNER_ASPECT)}>
        {ordered.map((slide, i) => {
          const active = i === current;
          return (
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t('slider.goTo', { number: i + 1, count })}
              aria-hidden={!active}
              inert={!active}
              data-testid="home-slide"
              data-active={active}
              className={cn(
                'absolute inset-0 transition-opacity duration-500 motion-reduce:transition-none',
                active ? 'opacity-100' : 'pointer-events-none opacity-0',
              )}
            >
              <img
                src={shown.has(i) ? slide.image : undefined}
                alt=""
                className="size-full object-cover"
                // The first picture is the page's largest: fetched before the game tiles' art.
                fetchPriority={i === 0 ? 'high' : 'auto'}
                width={1600}
                height={500}
              />
              <div className="absolute inset-0 bg-ink-950/55 sm:bg-transparent sm:bg-gradient-to-r sm:from-ink-950/85 sm:via-ink-950/40 sm:to-transparent sm:rtl:bg-gradient-to-l" />
              <div className="absolute inset-y-0 start-0 flex w-full max-w-xl flex-col justify-center gap-2 ps-12 pe-12 sm:gap-3 sm:ps-16">
                {slide.title && (
                  <h2 className="line-clamp-2 text-lg font-black break-words text-fog-100 sm:text-3xl">
                    {slide.title}
                  </h2>
                )}
                {slide.text && (
                  <p className="line-clamp-2 text-sm break-words text-fog-300 sm:text-base">{slide.text}</p>
                )}
                {slide.cta && <SlideLink link={slide.link}>{slide.cta}</SlideLink>}
              </div>
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <>
          <button
            type="button"
            className={cn(arrow, 'start-2')}
            aria-label={t('slider.previous')}
            data-testid="slider-previous"
            onClick={() => go(current - 1)}
          >
            <span aria-hidden="true" className="rtl:-scale-x-100">
              ‹
            </span>
          </button>
          <button
            type="button"
            className={cn(arrow, 'end-2')}
            aria-label={t('slider.next')}
            data-testid="slider-next"
            onClick={() => go(current + 1)}
          >
            <span aria-hidden="true" className="rtl:-scale-x-100">
              ›
            </span>
          </button>
          <div className="absolute inset-x-0 bottom-2 z-10 flex justify-center gap-1">
            {ordered.map((slide, i) => (
              <SlideDot
                key={slide.id}
                label={t('slider.goTo', { number: i + 1, count })}
                current={i === current}
                onClick={() => go(i)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}

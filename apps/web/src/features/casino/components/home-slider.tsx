import { cn } from '@casino/ui/cn';
import { ChevronEndIcon, ChevronStartIcon } from '@casino/ui/icons';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SlideDot } from '@/components/ui/slide-dot';

const ADVANCE_MS = 8_000;

/**
 * The home page's slider area: one banner at a time, moving on by itself every few seconds
 * (not while the pointer or focus is on it), with dots and previous/next buttons.
 */
export function HomeSlider({ slides }: { slides: readonly { id: string; content: ReactNode }[] }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = slides.length;
  const current = Math.min(index, count - 1);

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), ADVANCE_MS);
    return () => clearTimeout(timer);
  }, [paused, count, current]);

  if (count === 0) return null;
  const go = (next: number) => setIndex((next + count) % count);
  return (
    <div
      className="relative"
      aria-roledescription="carousel"
      aria-label={t('casino.slider.label')}
      data-testid="home-slider"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="grid">
        {slides.map((slide, i) => (
          <div
            key={slide.id}
            aria-roledescription="slide"
            aria-label={t('casino.slider.slideOf', { index: i + 1, count })}
            aria-hidden={i !== current}
            inert={i !== current}
            className={cn(
              // Every banner takes the height of the tallest, so the controls never jump.
              'flex flex-col transition-opacity duration-500 [grid-area:1/1] [&>*]:flex-1',
              i === current ? 'opacity-100' : 'pointer-events-none opacity-0',
            )}
          >
            {slide.content}
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className="mt-3 flex items-center justify-center gap-1">
          <button
            type="button"
            onClick={() => go(current - 1)}
            aria-label={t('casino.slider.previous')}
            className="grid size-8 cursor-pointer place-items-center rounded-full bg-ink-950/60 text-fog-300 hover:text-fog-100"
          >
            <ChevronStartIcon size={16} />
          </button>
          {slides.map((slide, i) => (
            <SlideDot
              key={slide.id}
              label={t('casino.slider.slideOf', { index: i + 1, count })}
              current={i === current}
              onClick={() => go(i)}
            />
          ))}
          <button
            type="button"
            onClick={() => go(current + 1)}
            aria-label={t('casino.slider.next')}
            className="grid size-8 cursor-pointer place-items-center rounded-full bg-ink-950/60 text-fog-300 hover:text-fog-100"
          >
            <ChevronEndIcon size={16} />
          </button>
        </div>
      )}
    </div>
  );
}

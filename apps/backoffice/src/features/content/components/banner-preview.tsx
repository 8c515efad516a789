import type { CarouselPlatform } from '@casino/contracts';
import { buttonClasses } from '@casino/ui/button';
import { cn } from '@casino/ui/cn';
import type { SlideValues } from '../lib/slide-values';

/**
 * A slide as the site's banner carousel draws it (apps/web BannerCarousel): the picture, a shade
 * toward the start side, the title, text and call to action on the start side. The desktop look
 * for a desktop carousel, the phone's for a mobile one.
 */
export function BannerPreview({ slide, platform }: { slide: SlideValues; platform: CarouselPlatform }) {
  const mobile = platform === 'mobile';
  return (
    <div className={cn('mx-auto w-full overflow-hidden rounded-2xl bg-ink-800', mobile && 'max-w-sm')}>
      <div className={cn('relative w-full', mobile ? 'aspect-[16/9]' : 'aspect-[16/5]')}>
        {slide.image ? <img src={slide.image} alt="" className="size-full object-cover" /> : null}
        <div
          className={cn(
            'absolute inset-0',
            mobile
              ? 'bg-ink-950/55'
              : 'bg-gradient-to-r from-ink-950/85 via-ink-950/40 to-transparent rtl:bg-gradient-to-l',
          )}
        />
        <div
          className={cn(
            'absolute inset-y-0 start-0 flex w-full max-w-xl flex-col justify-center pe-12',
            mobile ? 'gap-2 ps-12' : 'gap-3 ps-16',
          )}
        >
          {slide.title ? (
            <h2 className={cn('line-clamp-2 font-black break-words text-fog-100', mobile ? 'text-lg' : 'text-2xl')}>
              {slide.title}
            </h2>
          ) : null}
          {slide.text ? (
            <p className={cn('line-clamp-2 break-words text-fog-300', mobile ? 'text-sm' : 'text-base')}>
              {slide.text}
            </p>
          ) : null}
          {slide.cta ? (
            <span className={cn(buttonClasses('primary', mobile ? 'sm' : 'md'), 'pointer-events-none self-start')}>
              {slide.cta}
            </span>
          ) : null}
        </div>
      </div>
    </div>
  );
}

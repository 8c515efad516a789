import { CAROUSEL_PLATFORMS, LOCALES, type CarouselPlatform, type Locale } from '@casino/contracts';
import { Select } from '@casino/ui/select';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@/lib/languages';
import type { Carousel } from '../api/get-carousels';
import { carouselAt, routesOf, type CarouselPlace } from '../lib/carousel-groups';

/**
 * Which carousel: a route of the site, then the platform, then the language (SPEC §3), each
 * option with the number of slides there (none: no carousel there yet).
 */
export function CarouselPicker({
  carousels,
  place,
  onChange,
}: {
  carousels: readonly Carousel[];
  place: CarouselPlace;
  onChange: (place: CarouselPlace) => void;
}) {
  const { t } = useTranslation();
  const routes = [...new Set([...routesOf(carousels), place.route])].sort();
  const count = (at: CarouselPlace) => {
    const carousel = carouselAt(carousels, at);
    return carousel ? String(carousel.slides.length) : '—';
  };
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <Select
        label={t('content.route')}
        value={place.route}
        // A left-to-right mark keeps a path's leading slash in place in an Arabic console.
        options={routes.map((route) => ({ value: route, label: `\u200E${route}` }))}
        onChange={(event) => onChange({ ...place, route: event.target.value })}
      />
      <Select
        label={t('content.platform')}
        value={place.platform}
        options={CAROUSEL_PLATFORMS.map((platform) => ({
          value: platform,
          label: `${t(`content.platforms.${platform}`)} (${count({ ...place, platform })})`,
        }))}
        onChange={(event) => onChange({ ...place, platform: event.target.value as CarouselPlatform })}
      />
      <Select
        label={t('content.language')}
        value={place.language}
        options={LOCALES.map((language) => ({
          value: language,
          label: `${LANGUAGES.find((entry) => entry.lang === language)?.text ?? language} (${count({ ...place, language })})`,
        }))}
        onChange={(event) => onChange({ ...place, language: event.target.value as Locale })}
      />
    </div>
  );
}

import { CAROUSEL_PLATFORMS, LOCALES, type CarouselPlatform, type Locale } from '@casino/contracts';
import { Button } from '@casino/ui/button';
import { Input } from '@casino/ui/input';
import { Modal } from '@casino/ui/modal';
import { Select } from '@casino/ui/select';
import { notify } from '@casino/ui/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/error-text';
import { LANGUAGES } from '@/lib/languages';
import type { Carousel } from '../api/get-carousels';
import { useUpdateCarousel } from '../api/update-carousel';
import { fieldErrorsOf } from '../lib/api-errors';
import type { CarouselPlace } from '../lib/carousel-groups';

/**
 * Moves a carousel, with its slides, to another route, platform or language (SPEC §3: a carousel
 * is one of each). In another language its slides are that language's from then on.
 */
export function EditCarouselDialog({
  carousel,
  onClose,
  onSaved,
}: {
  carousel: Carousel;
  onClose: () => void;
  onSaved: (place: CarouselPlace) => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateCarousel();
  const [place, setPlace] = useState<CarouselPlace>({
    route: carousel.route,
    platform: carousel.platform,
    language: carousel.language,
  });
  const errors = fieldErrorsOf(update.error);
  return (
    <Modal open onClose={onClose} title={t('content.editCarousel')}>
      <form
        className="flex flex-col gap-4"
        data-testid="carousel-form"
        onSubmit={(event) => {
          event.preventDefault();
          const input = { ...place, route: place.route.trim() };
          update.mutate(
            { id: carousel.id, input },
            {
              onSuccess: () => {
                notify(t('content.carouselSaved'), 'success');
                onSaved(input);
              },
              onError: (error) => notify(errorText(error), 'error'),
            },
          );
        }}
      >
        <p>{t('content.editCarouselLead', { number: carousel.slides.length })}</p>
        <Input
          label={t('content.route')}
          value={place.route}
          dir="ltr"
          required
          maxLength={200}
          pattern="/\S*"
          hint={t('content.routeHint')}
          error={errors.route}
          autoFocus
          onChange={(event) => setPlace({ ...place, route: event.target.value })}
        />
        <Select
          label={t('content.platform')}
          value={place.platform}
          options={CAROUSEL_PLATFORMS.map((platform) => ({
            value: platform,
            label: t(`content.platforms.${platform}`),
          }))}
          onChange={(event) => setPlace({ ...place, platform: event.target.value as CarouselPlatform })}
        />
        <Select
          label={t('content.language')}
          value={place.language}
          hint={place.language !== carousel.language ? t('content.carouselLanguageHint') : undefined}
          options={LOCALES.map((language) => ({
            value: language,
            label: LANGUAGES.find((entry) => entry.lang === language)?.text ?? language,
          }))}
          onChange={(event) => setPlace({ ...place, language: event.target.value as Locale })}
        />
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {t('content.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('content.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

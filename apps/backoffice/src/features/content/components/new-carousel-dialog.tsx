import { Button } from '@casino/ui/button';
import { Input } from '@casino/ui/input';
import { Modal } from '@casino/ui/modal';
import { notify } from '@casino/ui/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/error-text';
import { useCreateCarousel } from '../api/create-carousel';
import type { Carousel } from '../api/get-carousels';
import { fieldErrorsOf } from '../lib/api-errors';
import type { CarouselPlace } from '../lib/carousel-groups';

/** A carousel for another route of the site, on the platform and in the language chosen. */
export function NewCarouselDialog({
  open,
  place,
  onClose,
  onCreated,
}: {
  open: boolean;
  place: CarouselPlace;
  onClose: () => void;
  onCreated: (carousel: Carousel) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateCarousel();
  const [route, setRoute] = useState('/');
  const errors = fieldErrorsOf(create.error);
  return (
    <Modal open={open} onClose={onClose} title={t('content.newCarousel')}>
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          create.mutate(
            { ...place, route: route.trim() },
            {
              onSuccess: (carousel) => {
                notify(t('content.carouselCreated'), 'success');
                onCreated(carousel);
              },
              onError: (error) => notify(errorText(error), 'error'),
            },
          );
        }}
      >
        <p>
          {t('content.newCarouselLead', {
            platform: t(`content.platforms.${place.platform}`),
            language: place.language,
          })}
        </p>
        <Input
          label={t('content.route')}
          value={route}
          dir="ltr"
          required
          maxLength={200}
          pattern="/\S*"
          hint={t('content.routeHint')}
          error={errors.route}
          autoFocus
          onChange={(event) => setRoute(event.target.value)}
        />
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {t('content.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('content.create')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

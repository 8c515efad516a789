import { Button, buttonClasses } from '@casino/ui/button';
import { Spinner } from '@casino/ui/spinner';
import { notify } from '@casino/ui/toast';
import { PlusIcon } from '@casino/ui/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorText } from '@/lib/error-text';
import { useLocale } from '@/lib/i18n';
import { LANGUAGES } from '@/lib/languages';
import { useCreateCarousel } from '../api/create-carousel';
import { useDeleteCarousel } from '../api/delete-carousel';
import { useCarousels, type Carousel } from '../api/get-carousels';
import { carouselAt, placeFrom, placeQuery, type CarouselPlace } from '../lib/carousel-groups';
import { CarouselPicker } from './carousel-picker';
import { EditCarouselDialog } from './edit-carousel-dialog';
import { NewCarouselDialog } from './new-carousel-dialog';
import { SlideTable } from './slide-table';

/** The banners of one carousel, picked by route, platform and language; the carousel moved elsewhere or deleted. */
export function SlidesPanel() {
  const { t } = useTranslation();
  const carousels = useCarousels();
  const [params, setParams] = useSearchParams();
  const [adding, setAdding] = useState(false);
  // The carousel being moved, kept as it was: once moved, it is no longer at the place shown.
  const [editing, setEditing] = useState<Carousel | null>(null);
  const [deleting, setDeleting] = useState(false);
  const create = useCreateCarousel();
  const remove = useDeleteCarousel();
  const place = placeFrom(
    { route: params.get('route'), platform: params.get('platform'), language: params.get('language') },
    carousels.data ?? [],
    useLocale(),
  );
  const choose = (next: CarouselPlace) => setParams(placeQuery(next), { replace: true });
  if (carousels.isPending) return <Spinner />;
  if (carousels.isError) return <p className="text-danger-400">{errorText(carousels.error)}</p>;
  const carousel = carouselAt(carousels.data, place);
  return (
    <div className="flex flex-col gap-4" data-testid="content-slides">
      <div className="card flex flex-col gap-3 p-4">
        <CarouselPicker carousels={carousels.data} place={place} onChange={choose} />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-xs text-fog-500">{t('content.carouselLead')}</p>
          <Button size="sm" variant="ghost" icon={<PlusIcon size={16} />} onClick={() => setAdding(true)}>
            {t('content.newCarousel')}
          </Button>
        </div>
      </div>
      {carousel ? (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="text-lg font-semibold text-fog-100">
              {t('content.slidesOf', { number: carousel.slides.length })}
            </h2>
            <div className="flex flex-wrap items-center gap-2">
              <Button variant="ghost" onClick={() => setEditing(carousel)}>
                {t('content.editCarousel')}
              </Button>
              <Button variant="ghost" onClick={() => setDeleting(true)}>
                {t('content.deleteCarousel')}
              </Button>
              <Link to={`new?carousel=${carousel.id}`} className={buttonClasses('primary', 'md')}>
                <PlusIcon size={16} />
                {t('content.addSlide')}
              </Link>
            </div>
          </div>
          <SlideTable slides={carousel.slides} />
        </>
      ) : (
        <div className="card flex flex-col items-center gap-3 p-8 text-center" data-testid="no-carousel">
          <p className="text-fog-300">{t('content.noCarousel')}</p>
          <Button
            loading={create.isPending}
            onClick={() =>
              create.mutate(place, {
                onSuccess: () => notify(t('content.carouselCreated'), 'success'),
                onError: (error) => notify(errorText(error), 'error'),
              })
            }
          >
            {t('content.createCarousel')}
          </Button>
        </div>
      )}
      {editing ? (
        <EditCarouselDialog
          carousel={editing}
          onClose={() => setEditing(null)}
          onSaved={(moved) => {
            setEditing(null);
            choose(moved);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={carousel !== undefined && deleting}
        title={t('content.deleteCarouselTitle')}
        confirm={t('content.delete')}
        danger
        pending={remove.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={() =>
          carousel &&
          remove.mutate(carousel.id, {
            onSuccess: () => {
              setDeleting(false);
              notify(t('content.carouselDeleted'), 'success');
            },
            onError: (error) => notify(errorText(error), 'error'),
          })
        }
      >
        <p>
          {t('content.deleteCarouselLead', {
            route: carousel?.route ?? '',
            platform: t(`content.platforms.${place.platform}`),
            language: LANGUAGES.find((entry) => entry.lang === place.language)?.text ?? place.language,
            number: carousel?.slides.length ?? 0,
          })}
        </p>
      </ConfirmDialog>
      <NewCarouselDialog
        key={String(adding)}
        open={adding}
        place={place}
        onClose={() => setAdding(false)}
        onCreated={(created) => {
          setAdding(false);
          choose({ route: created.route, platform: created.platform, language: created.language });
        }}
      />
    </div>
  );
}

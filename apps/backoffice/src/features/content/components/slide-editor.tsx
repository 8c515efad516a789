import { Spinner } from '@casino/ui/spinner';
import { notify } from '@casino/ui/toast';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { LANGUAGES } from '@/lib/languages';
import { errorText } from '@/lib/error-text';
import { usePageTitle } from '@/lib/use-page-title';
import { useCreateSlide } from '../api/create-slide';
import { useCarousels, type Carousel } from '../api/get-carousels';
import { useUpdateSlides } from '../api/update-slide';
import { fieldErrorsOf } from '../lib/api-errors';
import { placeQuery } from '../lib/carousel-groups';
import { nextOrder } from '../lib/slide-order';
import { slideInput, slidePatch, slideValues } from '../lib/slide-values';
import { SlideForm } from './slide-form';

const backTo = (carousel: Carousel) =>
  `/content/slides?${placeQuery({ route: carousel.route, platform: carousel.platform, language: carousel.language })}`;

/** A new slide (/content/slides/new?carousel={id}) or an existing one (/content/slides/{id}). */
export function SlideEditor() {
  const { t } = useTranslation();
  const { id } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const carousels = useCarousels();
  const create = useCreateSlide();
  const update = useUpdateSlides();
  const slideId = Number(id);
  const carousel = carousels.data?.find((entry) =>
    id === undefined ? entry.id === Number(params.get('carousel')) : entry.slides.some((s) => s.id === slideId),
  );
  const slide = carousel?.slides.find((entry) => entry.id === slideId);
  usePageTitle(t(slide ? 'content.editSlide' : 'content.newSlide'));
  if (carousels.isPending) return <Spinner />;
  if (carousels.isError) return <p className="text-danger-400">{errorText(carousels.error)}</p>;
  if (!carousel || (id !== undefined && !slide))
    return (
      <p className="card p-8 text-center text-fog-400">
        {t('content.slideGone')}{' '}
        <Link to="/content/slides" className="text-gold-300 hover:underline">
          {t('content.backToSlides')}
        </Link>
      </p>
    );
  const done = (text: string) => {
    notify(text, 'success');
    void navigate(backTo(carousel));
  };
  const onError = (error: Error) => notify(errorText(error), 'error');
  const language = LANGUAGES.find((entry) => entry.lang === carousel.language)?.text ?? carousel.language;
  return (
    <div className="flex flex-col gap-4">
      <Link to={backTo(carousel)} className="text-sm text-fog-400 hover:text-fog-100">
        {t('content.backToSlides')}
      </Link>
      <div>
        <h2 className="text-xl font-bold text-fog-100">{t(slide ? 'content.editSlide' : 'content.newSlide')}</h2>
        <p className="mt-1 text-sm text-fog-400">
          <span dir="ltr">{carousel.route}</span> · {t(`content.platforms.${carousel.platform}`)} · {language}
        </p>
      </div>
      <SlideForm
        key={slide?.id ?? 'new'}
        initial={slideValues(slide)}
        language={carousel.language}
        platform={carousel.platform}
        errors={fieldErrorsOf(slide ? update.error : create.error)}
        pending={create.isPending || update.isPending}
        submit={t(slide ? 'content.save' : 'content.create')}
        onSubmit={(values) => {
          if (!slide)
            return create.mutate(slideInput(carousel.id, values, nextOrder(carousel.slides)), {
              onSuccess: () => done(t('content.slideCreated')),
              onError,
            });
          const patch = slidePatch(slide, values);
          if (Object.keys(patch).length === 0) return done(t('content.nothingChanged'));
          update.mutate([{ id: slide.id, patch }], { onSuccess: () => done(t('content.saved')), onError });
        }}
      />
    </div>
  );
}

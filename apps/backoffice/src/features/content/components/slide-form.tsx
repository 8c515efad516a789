import type { CarouselPlatform, Locale } from '@casino/contracts';
import { Button } from '@casino/ui/button';
import { Checkbox } from '@casino/ui/checkbox';
import { Input } from '@casino/ui/input';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SlideValues } from '../lib/slide-values';
import { BannerPreview } from './banner-preview';
import { ImageField } from './image-field';
import { LanguagePreview } from './language-preview';

/** A slide's fields, with the banner as the site will show it beside them, in the carousel's language. */
export function SlideForm({
  initial,
  language,
  platform,
  errors,
  pending,
  submit,
  onSubmit,
  footer,
}: {
  initial: SlideValues;
  language: Locale;
  platform: CarouselPlatform;
  errors: Record<string, string>;
  pending: boolean;
  submit: string;
  onSubmit: (values: SlideValues) => void;
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const set = <K extends keyof SlideValues>(key: K, value: SlideValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const text = (key: 'title' | 'text' | 'cta', max: number) => (
    <Input
      label={t(`content.fields.${key}`)}
      value={values[key]}
      maxLength={max}
      dir="auto"
      error={errors[key]}
      onChange={(event) => set(key, event.target.value)}
    />
  );
  return (
    <div className="grid gap-6 min-[1200px]:grid-cols-2">
      <form
        className="card flex flex-col gap-4 p-5"
        data-testid="slide-form"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(values);
        }}
      >
        <ImageField
          value={values.image}
          aspect={platform === 'mobile' ? 'aspect-[16/9]' : 'aspect-[16/5]'}
          error={errors.image}
          onChange={(url) => set('image', url)}
        />
        {text('title', 200)}
        {text('text', 1000)}
        <div className="grid gap-4 sm:grid-cols-2">
          {text('cta', 100)}
          <Input
            label={t('content.fields.link')}
            value={values.link}
            dir="ltr"
            required
            maxLength={500}
            placeholder="/promotions"
            hint={t('content.linkHint')}
            error={errors.link}
            onChange={(event) => set('link', event.target.value)}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            type="datetime-local"
            label={t('content.fields.activeFrom')}
            value={values.activeFrom}
            error={errors.activeFrom}
            onChange={(event) => set('activeFrom', event.target.value)}
          />
          <Input
            type="datetime-local"
            label={t('content.fields.activeUntil')}
            value={values.activeUntil}
            min={values.activeFrom || undefined}
            error={errors.activeUntil}
            onChange={(event) => set('activeUntil', event.target.value)}
          />
        </div>
        <p className="-mt-2 text-xs text-fog-500">{t('content.scheduleHint')}</p>
        <div className="flex flex-col gap-3">
          <Checkbox
            label={t('content.fields.authRequired')}
            checked={values.authRequired}
            onChange={(event) => set('authRequired', event.target.checked)}
          />
          <Checkbox
            label={t('content.fields.isActive')}
            checked={values.isActive}
            onChange={(event) => set('isActive', event.target.checked)}
          />
        </div>
        <div className="flex flex-wrap items-center justify-end gap-2 border-t border-white/5 pt-4">
          {footer}
          <Button type="submit" loading={pending}>
            {submit}
          </Button>
        </div>
      </form>
      <LanguagePreview language={language} footnote={t('content.bannerPreviewHint')}>
        <BannerPreview slide={values} platform={platform} />
      </LanguagePreview>
    </div>
  );
}

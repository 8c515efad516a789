import { LOCALES, PROMOTION_TYPES, type Locale } from '@casino/contracts';
import { Button } from '@casino/ui/button';
import { Notice } from '@casino/ui/card';
import { Checkbox } from '@casino/ui/checkbox';
import { Input } from '@casino/ui/input';
import { Spinner } from '@casino/ui/spinner';
import { notify } from '@casino/ui/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { errorText } from '@/lib/error-text';
import { LANGUAGES } from '@/lib/languages';
import { usePageTitle } from '@/lib/use-page-title';
import { usePromotions, type Promotion } from '../api/get-promotions';
import { useSavePromotion } from '../api/save-promotion';
import { fieldErrorsOf } from '../lib/api-errors';
import { promotionName, promotionPath } from '../lib/content-names';
import { promotionInput, promotionValues, type PromotionValues } from '../lib/page-values';
import { ImageField } from './image-field';
import { LanguagePreview } from './language-preview';
import { LanguageTabs } from './language-tabs';
import { PromotionPreview } from './promotion-preview';
import { TextArea } from '@casino/ui/text-area';

function PromotionForm({
  type,
  language,
  initial,
  exists,
}: {
  type: string;
  language: Locale;
  initial: PromotionValues;
  exists: boolean;
}) {
  const { t } = useTranslation();
  const save = useSavePromotion();
  const [values, setValues] = useState(initial);
  const set = <K extends keyof PromotionValues>(key: K, value: PromotionValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const errors = fieldErrorsOf(save.error);
  const name = LANGUAGES.find((entry) => entry.lang === language)?.text ?? language;
  return (
    <div className="grid gap-6 min-[1200px]:grid-cols-2">
      <form
        className="card flex flex-col gap-4 p-5"
        data-testid="promotion-form"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(
            { type, language, input: promotionInput(values) },
            {
              onSuccess: () => notify(t('content.savedIn', { language: name }), 'success'),
              onError: (error) => notify(errorText(error), 'error'),
            },
          );
        }}
      >
        {exists ? null : <Notice>{t('content.notWrittenLead', { language: name })}</Notice>}
        <Input
          label={t('content.fields.title')}
          value={values.title}
          required
          maxLength={200}
          dir="auto"
          error={errors.title}
          onChange={(event) => set('title', event.target.value)}
        />
        <TextArea
          label={t('content.fields.summary')}
          value={values.summary}
          rows={3}
          maxLength={1000}
          dir="auto"
          error={errors.summary}
          onChange={(event) => set('summary', event.target.value)}
        />
        <TextArea
          label={t('content.fields.body')}
          value={values.body}
          rows={14}
          maxLength={100_000}
          dir="auto"
          hint={t('content.markdownHint')}
          error={errors.body}
          onChange={(event) => set('body', event.target.value)}
        />
        <ImageField
          value={values.image}
          aspect="aspect-[16/9]"
          error={errors.image}
          onChange={(url) => set('image', url)}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            type="number"
            label={t('content.fields.order')}
            value={values.order}
            min={0}
            max={100_000}
            hint={t('content.orderHint')}
            error={errors.order}
            onChange={(event) => set('order', event.target.value)}
          />
          <div className="flex items-center pt-6">
            <Checkbox
              label={t('content.fields.promotionActive')}
              checked={values.isActive}
              onChange={(event) => set('isActive', event.target.checked)}
            />
          </div>
        </div>
        <div className="flex justify-end border-t border-white/5 pt-4">
          <Button type="submit" loading={save.isPending}>
            {t('content.saveIn', { language: name })}
          </Button>
        </div>
      </form>
      <LanguagePreview language={language}>
        <PromotionPreview promotion={values} />
      </LanguagePreview>
    </div>
  );
}

const isLocale = (value: string | null): value is Locale => LOCALES.some((locale) => locale === value);

/** One promotion (/content/promotions/{type}?language=…): its text and picture per language, previewed. */
export function PromotionEditor() {
  const { t } = useTranslation();
  const { type = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const promotions = usePromotions();
  const asked = params.get('language');
  const language: Locale = isLocale(asked) ? asked : 'en-US';
  usePageTitle(promotionName(type, t));
  if (!(PROMOTION_TYPES as readonly string[]).includes(type))
    return <p className="card p-8 text-center text-fog-400">{t('content.unknownPromotion')}</p>;
  if (promotions.isPending) return <Spinner />;
  if (promotions.isError) return <p className="text-danger-400">{errorText(promotions.error)}</p>;
  const rows = promotions.data.filter((row) => row.type === type);
  const find = (at: Locale): Promotion | undefined => rows.find((row) => row.language === at);
  const row = find(language);
  return (
    <div className="flex flex-col gap-4">
      <Link to="/content/promotions" className="text-sm text-fog-400 hover:text-fog-100">
        {t('content.backToPromotions')}
      </Link>
      <div>
        <h2 className="text-xl font-bold text-fog-100">{promotionName(type, t)}</h2>
        <p className="mt-1 text-sm text-fog-400">
          <span dir="ltr">{promotionPath(type)}</span>
        </p>
      </div>
      <LanguageTabs
        value={language}
        written={new Set(rows.map((entry) => entry.language))}
        onChange={(next) => setParams({ language: next }, { replace: true })}
      />
      <PromotionForm
        key={`${language}-${row ? 'written' : 'new'}`}
        type={type}
        language={language}
        initial={promotionValues(row, find('en-US'))}
        exists={row !== undefined}
      />
    </div>
  );
}

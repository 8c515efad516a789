import { useTranslation } from 'react-i18next';
import { PromoActivations } from './promo-activations';
import { PromoCodeForm } from './promo-code-form';

/** /profile/promocode: activate a code, and the codes activated before. */
export function PromoCodePanel() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-8">
      <PromoCodeForm />
      <section className="flex flex-col gap-2" aria-labelledby="promo-activated">
        <h2 id="promo-activated" className="text-sm font-semibold uppercase tracking-wide text-fog-400">
          {t('bonus.promo.activatedList')}
        </h2>
        <PromoActivations />
      </section>
    </div>
  );
}

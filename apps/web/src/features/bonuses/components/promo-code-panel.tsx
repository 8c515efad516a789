import { useTranslation } from 'react-i18next';
import { PromoActivations } from './promo-activations';
import { PromoCodeForm } from './promo-code-form';
import { ReferralSites } from './referral-sites';

/** /profile/promocode: activate a code, the codes activated before, and the affiliate's referral sites. */
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
      <section className="flex flex-col gap-2 border-t border-white/5 pt-6" aria-labelledby="referral-sites">
        <h2 id="referral-sites" className="text-sm font-semibold uppercase tracking-wide text-fog-400">
          {t('bonus.referral.title')}
        </h2>
        <p className="text-sm text-fog-400">{t('bonus.referral.intro')}</p>
        <ReferralSites />
      </section>
    </div>
  );
}

import { TextLink } from '@casino/ui/text-link';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/money';
import { useBonusOffers } from '../api/get-bonus-offers';
import { FreeSpinList } from './free-spin-list';
import { PromoActivations } from './promo-activations';
import { WagerList } from './wager-list';

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3" aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold uppercase tracking-wide text-fog-400">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * /profile/user-bonus: what the player holds now: the bonus balance, the wagering requirements
 * on it, free spins to play and the promo codes used.
 */
export function MyBonuses() {
  const { t } = useTranslation();
  const offers = useBonusOffers();
  const data = offers.data;
  return (
    <div className="flex flex-col gap-8" data-testid="my-bonuses">
      <div className="flex flex-wrap items-end justify-between gap-4 rounded-2xl border border-gold-400/25 bg-gradient-to-br from-gold-400/10 to-ink-850 p-5">
        <div>
          <p className="text-sm text-fog-400">{t('bonus.offers.balance.title')}</p>
          <p
            dir="ltr"
            className="text-gold-gradient text-3xl font-extrabold tabular-nums"
            data-testid="my-bonus-balance"
          >
            {data ? formatMoney(data.bonusBalance, data.currency) : '…'}
          </p>
        </div>
        <TextLink to="/profile/bonus">{t('bonus.offers.title')}</TextLink>
      </div>
      <Section id="my-wagering" title={t('bonus.wagering.title')}>
        <WagerList />
      </Section>
      <Section id="my-free-spins" title={t('bonus.mine.freeSpins')}>
        <FreeSpinList />
      </Section>
      <Section id="my-promo-codes" title={t('bonus.promo.activatedList')}>
        <PromoActivations />
      </Section>
    </div>
  );
}

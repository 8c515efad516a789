import type { BonusOffers } from '@casino/contracts';
import { buttonClasses } from '@casino/ui/button';
import { HistoryIcon, StarIcon } from '@casino/ui/icons';
import { TextLink } from '@casino/ui/text-link';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GiftIcon, TicketIcon } from '@/components/ui/page-icons';
import { formatDate } from '@/lib/date';
import { errorText } from '@/lib/error-text';
import { formatMoney } from '@/lib/money';
import { useBonusOffers } from '../api/get-bonus-offers';
import { OfferCard, StatusPill } from './offer-card';
import { WageringProgress } from './wagering-progress';

function FirstDepositCard({ offers }: { offers: BonusOffers }) {
  const { t } = useTranslation();
  const { firstDeposit: offer, currency } = offers;
  if (offer.status === 'off') return null;
  const status = {
    available: <StatusPill tone="gold">{t('bonus.offers.firstDeposit.available')}</StatusPill>,
    received: <StatusPill tone="green">{t('bonus.offers.firstDeposit.received')}</StatusPill>,
    closed: <StatusPill tone="grey">{t('bonus.offers.firstDeposit.closed')}</StatusPill>,
  }[offer.status];
  return (
    <OfferCard
      testId="offer-first-deposit"
      highlight={offer.status === 'available'}
      icon={<GiftIcon />}
      title={t('bonus.offers.firstDeposit.title')}
      terms={t('bonus.offers.firstDeposit.terms', { percent: offer.percent, cap: formatMoney(offer.cap, currency) })}
      status={status}
    >
      {offer.status === 'available' && (
        <Link to="/profile/DEPOSIT" className={buttonClasses('primary', 'sm')}>
          {t('bonus.offers.firstDeposit.deposit')}
        </Link>
      )}
      {offer.amount !== null && (
        <p className="text-fog-200">
          {t('bonus.offers.firstDeposit.paid', { amount: formatMoney(offer.amount, currency) })}
        </p>
      )}
      {offer.wagering && !offer.wagering.detracted && offer.wagering.required > 0 && (
        <WageringProgress {...offer.wagering} currency={currency} />
      )}
      {offer.wagering?.detracted && <p className="text-fog-400">{t('bonus.offers.firstDeposit.detracted')}</p>}
    </OfferCard>
  );
}

function CashbackCard({ offers }: { offers: BonusOffers }) {
  const { t } = useTranslation();
  const { cashback } = offers;
  return (
    <OfferCard
      testId="offer-cashback"
      icon={<HistoryIcon />}
      title={t('bonus.offers.cashback.title')}
      terms={t('bonus.offers.cashback.terms', {
        percent: cashback.percent,
        period:
          cashback.periodDays === 7
            ? t('bonus.offers.cashback.weekly')
            : t('bonus.offers.cashback.everyDays', { count: cashback.periodDays }),
      })}
      status={
        cashback.on ? (
          <StatusPill tone="green">{t('bonus.offers.cashback.on')}</StatusPill>
        ) : (
          <StatusPill tone="grey">{t('bonus.offers.cashback.off')}</StatusPill>
        )
      }
    >
      {cashback.on && (
        <p className="text-fog-200">{t('bonus.offers.cashback.next', { date: formatDate(cashback.nextPayDay) })}</p>
      )}
      <TextLink to="/profile/cashback-history">{t('bonus.cashback.title')}</TextLink>
    </OfferCard>
  );
}

/** /profile/bonus: the bonus balance and every bonus on offer, with where the player stands. */
export function BonusOffersPanel() {
  const { t } = useTranslation();
  const offers = useBonusOffers();
  if (offers.isPending) {
    return (
      <div role="status" aria-label={t('common.loading')} className="grid gap-4 md:grid-cols-2">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-36 animate-pulse rounded-2xl bg-ink-800" />
        ))}
      </div>
    );
  }
  if (offers.isError)
    return (
      <p role="alert" className="text-danger-400">
        {errorText(offers.error)}
      </p>
    );
  const { data } = offers;
  return (
    <div className="grid gap-4 md:grid-cols-2" data-testid="bonus-offers">
      <OfferCard
        testId="offer-balance"
        highlight
        icon={<StarIcon />}
        title={t('bonus.offers.balance.title')}
        terms={
          <span
            dir="ltr"
            className="text-gold-gradient text-3xl font-extrabold tabular-nums"
            data-testid="offer-bonus-balance"
          >
            {formatMoney(data.bonusBalance, data.currency)}
          </span>
        }
      >
        {data.exchangeOn && <TextLink to="/profile/exchange-bonus-balance">{t('bonus.exchange.title')}</TextLink>}
        <TextLink to="/profile/bonus-history">{t('bonus.history.title')}</TextLink>
        <TextLink to="/profile/user-bonus">{t('bonus.mine.title')}</TextLink>
      </OfferCard>
      <FirstDepositCard offers={data} />
      <CashbackCard offers={data} />
      <OfferCard
        testId="offer-promo"
        icon={<TicketIcon />}
        title={t('bonus.promo.title')}
        terms={t('bonus.promo.subtitle')}
      >
        <Link to="/profile/promocode" className={buttonClasses('secondary', 'sm')}>
          {t('bonus.promo.submit')}
        </Link>
      </OfferCard>
    </div>
  );
}

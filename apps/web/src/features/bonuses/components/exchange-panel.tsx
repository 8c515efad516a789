import { Button } from '@casino/ui/button';
import { TextLink } from '@casino/ui/text-link';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/error-text';
import { useExchangeTerms } from '../api/get-exchange-terms';
import { ExchangeForm } from './exchange-form';
import { ExchangeSummary } from './exchange-summary';

function TermsSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('common.loading')} className="flex flex-col gap-4" data-testid="exchange-skeleton">
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="h-20 animate-pulse rounded-2xl bg-ink-800" />
        <div className="h-20 animate-pulse rounded-2xl bg-ink-800" />
      </div>
      <div className="h-24 animate-pulse rounded-2xl bg-ink-800/70" />
      <div className="h-12 animate-pulse rounded-xl bg-ink-800" />
    </div>
  );
}

/** /profile/exchange-bonus-balance: the exchange's terms, its form, and the way to both histories. */
export function ExchangePanel() {
  const { t } = useTranslation();
  const terms = useExchangeTerms();
  return (
    <div className="flex flex-col gap-6">
      {terms.isPending ? (
        <TermsSkeleton />
      ) : terms.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-xl bg-danger-500/10 p-4 text-danger-400">
          <p data-testid="exchange-error">{errorText(terms.error)}</p>
          <Button variant="secondary" size="sm" onClick={() => void terms.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </div>
      ) : (
        <>
          <ExchangeSummary terms={terms.data} />
          <ExchangeForm terms={terms.data} />
        </>
      )}
      <nav
        className="flex flex-wrap gap-x-6 gap-y-2 border-t border-white/5 pt-4 text-sm"
        aria-label={t('bonus.histories')}
      >
        <TextLink to="/profile/bonus-history" data-testid="link-bonus-history">
          {t('bonus.history.title')}
        </TextLink>
        <TextLink to="/profile/cashback-history" data-testid="link-cashback-history">
          {t('bonus.cashback.title')}
        </TextLink>
      </nav>
    </div>
  );
}

import { Notice } from '@casino/ui/card';
import { useTranslation } from 'react-i18next';
import { usePromotions } from '@/features/content/api/get-promotions';
import { CardsSkeleton } from '@/features/content/components/content-skeleton';
import { PromotionCard } from '@/features/content/components/promotion-card';
import { useLocale } from '@/lib/i18n';
import { usePageTitle } from '@/lib/use-page-title';

/** /promotions (SPEC §2.7): a card for each promotion, in the operator's order. */
export default function PromotionsPage() {
  const { t } = useTranslation();
  usePageTitle(t('content.promotionsTitle'));
  const promotions = usePromotions(useLocale());
  const list = [...(promotions.data ?? [])].sort((a, b) => a.order - b.order);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6" data-testid="promotions-page">
      <h1 className="text-2xl font-bold text-fog-100 sm:text-3xl">{t('content.promotionsTitle')}</h1>
      {promotions.isPending ? (
        <CardsSkeleton />
      ) : list.length === 0 ? (
        <Notice testId="content-empty">{t('content.promotionsEmpty')}</Notice>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {list.map((promotion) => (
            <PromotionCard key={promotion.type} promotion={promotion} />
          ))}
        </ul>
      )}
    </div>
  );
}

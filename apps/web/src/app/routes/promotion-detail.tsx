import { Card, Notice } from '@casino/ui/card';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { BackLink } from '@/components/ui/back-link';
import { usePromotion } from '@/features/content/api/get-promotion';
import { ArticleSkeleton } from '@/features/content/components/content-skeleton';
import { isPromotionType, isWelcomeOffer } from '@/features/content/lib/content-paths';
import { Markdown } from '@casino/ui/markdown';
import { useLocale } from '@/lib/i18n';
import { usePageTitle } from '@/lib/use-page-title';
import NotFoundPage from './not-found';

/** The promotion's own name while its text loads or when the content service has none yet. */
function useFallbackTitle(type: string): string {
  const { t } = useTranslation();
  const welcome = /^welcome-offer-(\d)$/.exec(type);
  if (welcome) return t('content.promotionTypes.welcome', { number: welcome[1] });
  return t(`content.promotionTypes.${type}`, { defaultValue: t('content.promotionsTitle') });
}

/**
 * /promotions-detail/{type} and /promotions/welcome-offer-{1…9} (SPEC §2.7): one promotion's page.
 * An unknown type is the not-found page; a known one the content service lacks says so.
 */
export default function PromotionDetailPage() {
  const { type } = useParams();
  // Under /promotions/ only the welcome offers have pages; /promotions-detail/ takes every type.
  const underPromotions = useLocation().pathname.startsWith('/promotions/');
  const valid = underPromotions ? isWelcomeOffer(type) : isPromotionType(type);
  if (!valid || !isPromotionType(type)) return <NotFoundPage />;
  return <Promotion type={type} />;
}

function Promotion({ type }: { type: Parameters<typeof usePromotion>[0] }) {
  const { t } = useTranslation();
  const promotion = usePromotion(type, useLocale());
  const fallback = useFallbackTitle(type);
  const title = promotion.data?.title || fallback;
  usePageTitle(title);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4" data-testid="promotion-page">
      <BackLink to="/promotions">{t('content.allPromotions')}</BackLink>
      <Card title={title} className="min-w-0">
        {promotion.isPending ? (
          <ArticleSkeleton />
        ) : promotion.data ? (
          <div className="flex flex-col gap-4">
            {promotion.data.image && (
              <img
                src={promotion.data.image}
                alt=""
                className="aspect-[16/9] w-full rounded-xl bg-ink-800 object-cover"
                width={960}
                height={540}
              />
            )}
            {promotion.data.summary && <p className="font-semibold text-fog-100">{promotion.data.summary}</p>}
            <Markdown source={promotion.data.body} />
          </div>
        ) : (
          <Notice testId="content-empty">{t('content.notAvailable')}</Notice>
        )}
      </Card>
    </div>
  );
}

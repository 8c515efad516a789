import { buttonClasses } from '@casino/ui/button';
import { LOCALES, PROMOTION_TYPES } from '@casino/contracts';
import { cn } from '@casino/ui/cn';
import { Spinner } from '@casino/ui/spinner';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge, Table, Td, Th } from '@/components/table';
import { errorText } from '@/lib/error-text';
import { usePromotions } from '../api/get-promotions';
import { promotionName, promotionPath } from '../lib/content-names';

/** Every promotion type of the site (SPEC §2.7), with the languages it is written in. */
export function PromotionsList() {
  const { t } = useTranslation();
  const promotions = usePromotions();
  if (promotions.isPending) return <Spinner />;
  if (promotions.isError) return <p className="text-danger-400">{errorText(promotions.error)}</p>;
  return (
    <Table caption={t('content.sections.promotions')}>
      <thead>
        <tr>
          <Th>{t('content.promotion')}</Th>
          <Th>{t('content.siteAddress')}</Th>
          <Th>{t('content.languages')}</Th>
          <Th>{t('content.state')}</Th>
          <Th numeric>{t('content.actions')}</Th>
        </tr>
      </thead>
      <tbody data-testid="promotion-rows">
        {PROMOTION_TYPES.map((type) => {
          const rows = promotions.data.filter((row) => row.type === type);
          const english = rows.find((row) => row.language === 'en-US');
          return (
            <tr key={type}>
              <Td>
                <p className="font-semibold">{promotionName(type, t)}</p>
                {english && english.title !== promotionName(type, t) ? (
                  <p className="truncate text-xs text-fog-400">{english.title}</p>
                ) : null}
              </Td>
              <Td>
                <span dir="ltr" className="text-xs text-fog-400">
                  {promotionPath(type)}
                </span>
              </Td>
              <Td>
                <div className="flex gap-1">
                  {LOCALES.map((language) => (
                    <Badge key={language} tone={rows.some((row) => row.language === language) ? 'good' : 'plain'}>
                      {language}
                    </Badge>
                  ))}
                </div>
              </Td>
              <Td>
                {rows.length === 0 ? (
                  <Badge tone="plain">{t('content.states.missing')}</Badge>
                ) : (
                  <Badge tone={english?.isActive === false ? 'bad' : 'good'}>
                    {t(english?.isActive === false ? 'content.states.off' : 'content.states.live')}
                  </Badge>
                )}
              </Td>
              <Td className="text-end">
                <Link to={type} className={cn(buttonClasses('ghost', 'sm'), 'text-gold-300')}>
                  {t('content.edit')}
                </Link>
              </Td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}

import type { Promotion } from '@casino/contracts';
import { buttonClasses } from '@casino/ui/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { promotionPath } from '../lib/content-paths';

/** A promotion in the list: its picture, title, summary and a link to its page. */
export function PromotionCard({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation();
  return (
    <li className="card flex min-w-0 flex-col overflow-hidden" data-testid="promotion-card">
      {promotion.image && (
        <img
          src={promotion.image}
          alt=""
          loading="lazy"
          className="aspect-[16/9] w-full bg-ink-800 object-cover"
          width={640}
          height={360}
        />
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="text-lg font-bold break-words text-fog-100">{promotion.title}</h2>
        {promotion.summary && <p className="flex-1 text-sm break-words text-fog-400">{promotion.summary}</p>}
        <Link to={promotionPath(promotion.type)} className={`${buttonClasses('secondary', 'md')} mt-2 self-start`}>
          {t('content.moreInfo')}
        </Link>
      </div>
    </li>
  );
}

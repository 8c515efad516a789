import { Markdown } from '@casino/ui/markdown';
import type { PromotionValues } from '../lib/page-values';

/** A promotion as the site shows it: its card in the list (without the site's button), then its own page (apps/web PromotionCard, promotion-detail). */
export function PromotionPreview({ promotion }: { promotion: PromotionValues }) {
  return (
    <div className="flex flex-col gap-4">
      <div className="card flex max-w-xs min-w-0 flex-col overflow-hidden">
        {promotion.image ? (
          <img src={promotion.image} alt="" className="aspect-[16/9] w-full bg-ink-800 object-cover" />
        ) : null}
        <div className="flex flex-1 flex-col gap-2 p-4">
          <h2 className="text-lg font-bold break-words text-fog-100">{promotion.title || '—'}</h2>
          {promotion.summary ? <p className="flex-1 text-sm break-words text-fog-400">{promotion.summary}</p> : null}
        </div>
      </div>
      <section className="card min-w-0 p-5">
        <h1 className="mb-5 text-xl font-bold text-fog-100">{promotion.title || '—'}</h1>
        <div className="flex flex-col gap-4">
          {promotion.image ? (
            <img src={promotion.image} alt="" className="aspect-[16/9] w-full rounded-xl bg-ink-800 object-cover" />
          ) : null}
          {promotion.summary ? <p className="font-semibold text-fog-100">{promotion.summary}</p> : null}
          <Markdown source={promotion.body} links="preview" />
        </div>
      </section>
    </div>
  );
}

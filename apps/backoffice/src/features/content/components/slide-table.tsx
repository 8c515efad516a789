import type { ContentSlide } from '@casino/contracts';
import { Button, buttonClasses } from '@casino/ui/button';
import { cn } from '@casino/ui/cn';
import { notify } from '@casino/ui/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge, EmptyRow, Table, Td, Th } from '@/components/table';
import { errorText } from '@/lib/error-text';
import { formatDateTime } from '@/lib/format';
import { useDeleteSlide } from '../api/delete-slide';
import { useUpdateSlides } from '../api/update-slide';
import { slideState, type SlideState } from '../lib/schedule';
import { inSlideOrder, moveSlide } from '../lib/slide-order';
import { ConfirmDialog } from '@/components/confirm-dialog';

const STATE_TONES: Record<SlideState, 'good' | 'bad' | 'wait' | 'plain'> = {
  live: 'good',
  scheduled: 'wait',
  ended: 'plain',
  off: 'bad',
};

function Schedule({ slide }: { slide: ContentSlide }) {
  const { t } = useTranslation();
  if (!slide.activeFrom && !slide.activeUntil) return null;
  return (
    <span className="flex flex-col text-xs text-fog-400">
      {slide.activeFrom ? <span>{t('content.fromDate', { date: formatDateTime(slide.activeFrom) })}</span> : null}
      {slide.activeUntil ? <span>{t('content.untilDate', { date: formatDateTime(slide.activeUntil) })}</span> : null}
    </span>
  );
}

/** A carousel's slides in the site's order: move up or down, switch off or on, edit, delete (asked first). */
export function SlideTable({ slides }: { slides: readonly ContentSlide[] }) {
  const { t } = useTranslation();
  const update = useUpdateSlides();
  const remove = useDeleteSlide();
  const [deleting, setDeleting] = useState<ContentSlide | null>(null);
  const ordered = inSlideOrder(slides);
  const now = new Date();
  const send = (updates: Parameters<typeof update.mutate>[0], done: string) =>
    update.mutate(updates, {
      onSuccess: () => notify(done, 'success'),
      onError: (error) => notify(errorText(error), 'error'),
    });
  const move = (slide: ContentSlide, step: -1 | 1) =>
    send(
      moveSlide(ordered, slide.id, step).map(({ id, order }) => ({ id, patch: { order } })),
      t('content.moved'),
    );
  return (
    <>
      <Table caption={t('content.slides')}>
        <thead>
          <tr>
            <Th className="w-24">{t('content.order')}</Th>
            <Th>{t('content.picture')}</Th>
            <Th>{t('content.slide')}</Th>
            <Th>{t('content.shown')}</Th>
            <Th numeric>{t('content.actions')}</Th>
          </tr>
        </thead>
        <tbody data-testid="slide-rows">
          {ordered.map((slide, index) => {
            const state = slideState(slide, now);
            const title = slide.title || slide.link;
            return (
              <tr key={slide.id} data-testid={`slide-${slide.id}`}>
                <Td>
                  <div className="flex items-center gap-1">
                    <span className="w-5 text-fog-400 tabular-nums">{index + 1}</span>
                    <Button
                      size="sm"
                      variant="ghost"
                      className="px-2"
                      aria-label={t('content.moveUp', { title })}
                      disabled={index === 0 || update.isPending}
                      onClick={() => move(slide, -1)}
                    >
                      ↑
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      className="px-2"
                      aria-label={t('content.moveDown', { title })}
                      disabled={index === ordered.length - 1 || update.isPending}
                      onClick={() => move(slide, 1)}
                    >
                      ↓
                    </Button>
                  </div>
                </Td>
                <Td>
                  <img
                    src={slide.image}
                    alt=""
                    className="aspect-[16/5] w-32 max-w-none rounded-md bg-ink-800 object-cover"
                  />
                </Td>
                <Td className="max-w-72">
                  <p className="truncate font-semibold">{slide.title || '—'}</p>
                  <p className="truncate text-xs text-fog-400">
                    <span dir="ltr">{slide.link}</span>
                  </p>
                </Td>
                <Td>
                  <div className="flex flex-col items-start gap-1">
                    <div className="flex flex-wrap gap-1">
                      <Badge tone={STATE_TONES[state]}>{t(`content.states.${state}`)}</Badge>
                      <Badge tone={slide.authRequired ? 'wait' : 'plain'}>
                        {t(slide.authRequired ? 'content.membersOnly' : 'content.everyone')}
                      </Badge>
                    </div>
                    <Schedule slide={slide} />
                  </div>
                </Td>
                <Td>
                  <div className="flex justify-end gap-2">
                    <Link to={String(slide.id)} className={cn(buttonClasses('ghost', 'sm'), 'text-gold-300')}>
                      {t('content.edit')}
                    </Link>
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={update.isPending}
                      onClick={() =>
                        send(
                          [{ id: slide.id, patch: { isActive: !slide.isActive } }],
                          t(slide.isActive ? 'content.disabled' : 'content.enabled'),
                        )
                      }
                    >
                      {t(slide.isActive ? 'content.disable' : 'content.enable')}
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => setDeleting(slide)}>
                      {t('content.delete')}
                    </Button>
                  </div>
                </Td>
              </tr>
            );
          })}
          {ordered.length === 0 ? <EmptyRow columns={5}>{t('content.noSlides')}</EmptyRow> : null}
        </tbody>
      </Table>
      <ConfirmDialog
        open={deleting !== null}
        title={t('content.deleteTitle')}
        confirm={t('content.delete')}
        danger
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              notify(t('content.deleted'), 'success');
            },
            onError: (error) => notify(errorText(error), 'error'),
          })
        }
      >
        {deleting ? (
          <div className="flex flex-col gap-3">
            <img src={deleting.image} alt="" className="aspect-[16/5] w-full rounded-lg bg-ink-800 object-cover" />
            <p>{t('content.deleteLead', { title: deleting.title || deleting.link })}</p>
          </div>
        ) : null}
      </ConfirmDialog>
    </>
  );
}

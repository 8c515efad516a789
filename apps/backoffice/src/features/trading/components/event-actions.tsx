import type { TradingEventDetail } from '@casino/contracts';
import { Button } from '@casino/ui/button';
import { notify } from '@casino/ui/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { type EventChange, useChangeEvent } from '../api/change-event';
import { failureText } from '../lib/texts';

/** The changes that weigh on bets are asked about first: what they do to the tickets is said. */
type Asked = 'void' | 'postponed' | 'cancelled' | 'reinstate';
const CHANGES: Record<Asked, EventChange> = {
  void: { action: 'void' },
  postponed: { action: 'hold', status: 'postponed' },
  cancelled: { action: 'hold', status: 'cancelled' },
  reinstate: { action: 'reinstate' },
};

/** The whole event: suspended or resumed at once, void, postponed or cancelled, or reinstated. */
export function EventActions({ event }: { event: TradingEventDetail }) {
  const { t } = useTranslation();
  const mutation = useChangeEvent(event.id);
  const [asked, setAsked] = useState<Asked | null>(null);
  const { override } = event;
  const run = (change: EventChange, done: string) =>
    mutation.mutate(change, {
      onSuccess: () => {
        setAsked(null);
        notify(t(done), 'success');
      },
      onError: (error) => notify(failureText(error), 'error'),
    });

  return (
    <div className="flex flex-wrap gap-2" data-testid="event-actions">
      {override.suspended ? (
        <Button
          variant="secondary"
          loading={mutation.isPending}
          onClick={() => run({ action: 'resume' }, 'trading.done.resumed')}
        >
          {t('trading.actions.resumeEvent')}
        </Button>
      ) : (
        <Button
          variant="outline"
          loading={mutation.isPending}
          onClick={() => run({ action: 'suspend' }, 'trading.done.suspended')}
        >
          {t('trading.actions.suspendEvent')}
        </Button>
      )}
      {override.status === null ? (
        <>
          <Button variant="secondary" onClick={() => setAsked('postponed')}>
            {t('trading.actions.postpone')}
          </Button>
          <Button variant="secondary" onClick={() => setAsked('cancelled')}>
            {t('trading.actions.cancel')}
          </Button>
        </>
      ) : (
        <Button variant="secondary" onClick={() => setAsked('reinstate')}>
          {t('trading.actions.reinstate')}
        </Button>
      )}
      {override.status !== 'void' ? (
        <Button variant="danger" onClick={() => setAsked('void')}>
          {t('trading.actions.void')}
        </Button>
      ) : null}
      <ConfirmDialog
        open={asked !== null}
        title={asked ? t(`trading.confirm.${asked}.title`) : ''}
        confirm={asked ? t(`trading.confirm.${asked}.confirm`) : ''}
        danger={asked === 'void' || asked === 'cancelled'}
        pending={mutation.isPending}
        onCancel={() => setAsked(null)}
        onConfirm={() => asked && run(CHANGES[asked], `trading.done.${asked}`)}
      >
        <p className="text-sm text-fog-300">
          {asked ? t(`trading.confirm.${asked}.text`, { name: event.name }) : null}
        </p>
      </ConfirmDialog>
    </div>
  );
}

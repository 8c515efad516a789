import type { PromoCode, PromoReward } from '@casino/contracts';
import { Button } from '@casino/ui/button';
import { Spinner } from '@casino/ui/spinner';
import { notify } from '@casino/ui/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, EmptyRow, Table, Td, Th } from '@/components/table';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useDisablePromoCode } from '../api/disable-promo-code';
import { usePromoCodes } from '../api/get-promo-codes';
import { promoCodeState, type PromoCodeState } from '../lib/promo-code-request';
import { failureText } from '../lib/texts';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PromoCodeDialog } from './promo-code-dialog';

const TONES: Record<PromoCodeState, 'good' | 'bad' | 'wait' | 'plain'> = {
  active: 'good',
  scheduled: 'wait',
  disabled: 'bad',
  ended: 'plain',
  used_up: 'plain',
};

function RewardText({ reward }: { reward: PromoReward }) {
  const { t } = useTranslation();
  switch (reward.kind) {
    case 'bonus':
      return <>{t('bonuses.promo.reward.bonus', { amount: formatMoney(reward.amount, reward.currency) })}</>;
    case 'free_spins':
      return (
        <>
          {t('bonuses.promo.reward.free_spins', {
            n: reward.spins,
            game: reward.gameName ?? reward.gameId,
            bet: formatMoney(reward.bet, reward.currency),
          })}
        </>
      );
    case 'free_bet':
      return <>{t('bonuses.promo.reward.free_bet', { amount: formatMoney(reward.amount, reward.currency) })}</>;
  }
}

function When({ code }: { code: PromoCode }) {
  const { t } = useTranslation();
  if (!code.startsAt && !code.endsAt) return <span className="text-fog-400">{t('bonuses.promo.always')}</span>;
  return (
    <span className="text-xs whitespace-nowrap text-fog-300">
      {code.startsAt ? formatDateTime(code.startsAt) : '…'}
      {' → '}
      {code.endsAt ? formatDateTime(code.endsAt) : '…'}
    </span>
  );
}

/** The promo codes: each with what it grants, when, how often, and whether a player may activate it now. */
export function PromoCodesTab() {
  const { t } = useTranslation();
  const codes = usePromoCodes();
  const disable = useDisablePromoCode();
  const [creating, setCreating] = useState(false);
  const [disabling, setDisabling] = useState<PromoCode | null>(null);

  const confirmDisable = () => {
    if (!disabling) return;
    disable.mutate(disabling.id, {
      onSuccess: (code) => {
        notify(t('bonuses.promo.disabled', { code: code.code }), 'success');
        setDisabling(null);
      },
      onError: (error) => notify(failureText(error), 'error'),
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-fog-400">{t('bonuses.promo.lead')}</p>
        <Button onClick={() => setCreating(true)} data-testid="promo-new">
          {t('bonuses.promo.new')}
        </Button>
      </div>
      {codes.isPending ? <Spinner /> : null}
      {codes.isError ? <p className="text-danger-400">{failureText(codes.error)}</p> : null}
      {codes.data ? (
        <Table caption={t('bonuses.section.promo-codes')}>
          <thead>
            <tr>
              <Th>{t('bonuses.promo.code')}</Th>
              <Th>{t('bonuses.promo.rewardLabel')}</Th>
              <Th>{t('bonuses.promo.when')}</Th>
              <Th>{t('bonuses.promo.activations')}</Th>
              <Th>{t('bonuses.promo.state')}</Th>
              <Th numeric>
                <span className="sr-only">{t('bonuses.promo.actions')}</span>
              </Th>
            </tr>
          </thead>
          <tbody data-testid="promo-codes">
            {codes.data.results.map((code) => {
              const state = promoCodeState(code);
              return (
                <tr key={code.id} className="hover:bg-white/[0.03]">
                  <Td dir="ltr" className="text-start font-mono font-semibold">
                    {code.code}
                  </Td>
                  <Td>
                    <RewardText reward={code.reward} />
                  </Td>
                  <Td>
                    <When code={code} />
                  </Td>
                  <Td className="whitespace-nowrap tabular-nums">
                    {code.activations} / {code.maxActivations ?? '∞'}
                    <span className="ms-2 text-xs text-fog-400">
                      {t('bonuses.promo.perPlayerShort', { n: code.perPlayerLimit })}
                    </span>
                  </Td>
                  <Td>
                    <Badge tone={TONES[state]}>{t(`bonuses.promo.states.${state}`)}</Badge>
                  </Td>
                  <Td className="text-end">
                    {code.disabled ? null : (
                      <Button size="sm" variant="ghost" onClick={() => setDisabling(code)}>
                        {t('bonuses.promo.disable')}
                      </Button>
                    )}
                  </Td>
                </tr>
              );
            })}
            {codes.data.results.length === 0 ? <EmptyRow columns={6}>{t('bonuses.promo.empty')}</EmptyRow> : null}
          </tbody>
        </Table>
      ) : null}
      <PromoCodeDialog open={creating} onClose={() => setCreating(false)} />
      <ConfirmDialog
        open={disabling !== null}
        title={t('bonuses.promo.disableTitle', { code: disabling?.code ?? '' })}
        confirm={t('bonuses.promo.disable')}
        danger
        pending={disable.isPending}
        onCancel={() => setDisabling(null)}
        onConfirm={confirmDisable}
      >
        {t('bonuses.promo.disableLead')}
      </ConfirmDialog>
    </div>
  );
}

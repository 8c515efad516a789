import { Button } from '@casino/ui/button';
import { Input } from '@casino/ui/input';
import { Select } from '@casino/ui/select';
import { notify } from '@casino/ui/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { EmptyRow, Table, Td, Th } from '@/components/table';
import { useCurrentStaff } from '@/lib/current-staff';
import { errorText } from '@/lib/error-text';
import { formatMoney } from '@/lib/format';
import { usePageTitle } from '@/lib/use-page-title';
import { useMyPlayers } from './api/get-my-players';
import { useTransfer } from './api/transfer';

type Way = 'to_player' | 'from_player';

/** A cashier's or an agent's transfers: cash from their own balance to one of their players, or back. */
export default function CashierTransferPage() {
  const { t } = useTranslation();
  usePageTitle(t('screens.cashier-transfer.title'));
  const staff = useCurrentStaff();
  const players = useMyPlayers('');
  // An agent's list holds their sub-agents' players too; the transfer is for their own (decision 044).
  const direct = players.data?.results.filter((row) => row.parent_id === staff.id);
  const mutation = useTransfer();
  const [playerId, setPlayerId] = useState('');
  const [way, setWay] = useState<Way>('to_player');
  const [amount, setAmount] = useState('');
  const player = direct?.find((row) => String(row.id) === playerId);
  const value = Number(amount.replace(',', '.'));
  const valid = player !== undefined && Number.isFinite(value) && value > 0;

  const submit = () => {
    if (!player || !valid) return;
    const [sender, recipient] = way === 'to_player' ? [staff.id, player.id] : [player.id, staff.id];
    mutation.mutate(
      { amount: value, currency: player.currency, sender_id: sender, recipient_id: recipient },
      {
        onSuccess: (result) => {
          setAmount('');
          notify(
            t(way === 'to_player' ? 'transfer.sent' : 'transfer.taken', {
              amount: formatMoney(result.amount, result.currency),
              player: player.username,
            }),
            'success',
          );
        },
        onError: (error) => notify(errorText(error), 'error'),
      },
    );
  };

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <PageHeader title={t('screens.cashier-transfer.title')} lead={t('screens.cashier-transfer.description')} />
      <div className="grid gap-6 md:grid-cols-[280px_1fr]">
        <div className="card flex flex-col gap-1 self-start p-5">
          <p className="text-xs tracking-wide text-fog-400 uppercase">{t('transfer.yourBalance')}</p>
          <p className="text-2xl font-bold text-fog-100 tabular-nums" data-testid="own-balance">
            {formatMoney(staff.balance, staff.currency)}
          </p>
        </div>
        <form
          className="card flex flex-col gap-4 p-5"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Select
            label={t('transfer.player')}
            value={playerId}
            placeholder={t('transfer.choosePlayer')}
            onChange={(event) => setPlayerId(event.target.value)}
            options={(direct ?? []).map((row) => ({
              value: String(row.id),
              label: `${row.username} (#${row.id}) · ${formatMoney(row.balance, row.currency)}`,
            }))}
          />
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm text-fog-300">{t('transfer.way')}</legend>
            {(['to_player', 'from_player'] as const).map((option) => (
              <label key={option} className="flex cursor-pointer items-center gap-2 text-sm text-fog-100">
                <input
                  type="radio"
                  name="way"
                  value={option}
                  checked={way === option}
                  onChange={() => setWay(option)}
                  className="accent-gold-400"
                />
                {t(`transfer.${option}`)}
              </label>
            ))}
          </fieldset>
          <Input
            label={t('transfer.amount', { currency: player?.currency ?? staff.currency })}
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
          <Button type="submit" disabled={!valid} loading={mutation.isPending} className="self-start">
            {t('transfer.submit')}
          </Button>
        </form>
      </div>
      <Table caption={t('transfer.yourPlayers')}>
        <thead>
          <tr>
            <Th>{t('players.id')}</Th>
            <Th>{t('players.username')}</Th>
            <Th>{t('players.name')}</Th>
            <Th numeric>{t('players.balance')}</Th>
          </tr>
        </thead>
        <tbody data-testid="my-players">
          {direct?.map((row) => (
            <tr key={row.id}>
              <Td className="text-fog-400 tabular-nums">{row.id}</Td>
              <Td className="font-semibold">{row.username}</Td>
              <Td>{`${row.first_name} ${row.last_name}`.trim() || '—'}</Td>
              <Td className="text-end tabular-nums">{formatMoney(row.balance, row.currency)}</Td>
            </tr>
          ))}
          {direct?.length === 0 ? <EmptyRow columns={4}>{t('transfer.noPlayers')}</EmptyRow> : null}
        </tbody>
      </Table>
    </div>
  );
}

import type { PlayerDetail as Player } from '@casino/contracts';
import { Button } from '@casino/ui/button';
import { Pager } from '@casino/ui/pager';
import { Spinner } from '@casino/ui/spinner';
import { notify } from '@casino/ui/toast';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Badge, EmptyRow, Table, Td, Th } from '@/components/table';
import { useRoleIn } from '@/lib/current-staff';
import { errorText } from '@/lib/error-text';
import { formatDateTime, formatMoney } from '@/lib/format';
import { usePageTitle } from '@/lib/use-page-title';
import { usePlayer } from '../api/get-player';
import { usePlayerTransactions } from '../api/get-player-transactions';
import { useSetPlayerBanned } from '../api/set-player-banned';
import { PlayerRecords } from './player-records';
import { PlayerStatus } from './player-status';

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-fog-400">{label}</dt>
          <dd className="min-w-0 break-words text-fog-100">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function BanButton({ player }: { player: Player }) {
  const { t } = useTranslation();
  const mutation = useSetPlayerBanned(player.id);
  const banned = player.status === 'banned';
  return (
    <Button
      variant={banned ? 'secondary' : 'danger'}
      loading={mutation.isPending}
      data-testid="ban-toggle"
      onClick={() =>
        mutation.mutate(!banned, {
          onSuccess: () => notify(t(banned ? 'players.unbanned' : 'players.banned'), 'success'),
          onError: (error) => notify(errorText(error), 'error'),
        })
      }
    >
      {t(banned ? 'players.unban' : 'players.ban')}
    </Button>
  );
}

function Transactions({ player }: { player: Player }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const transactions = usePlayerTransactions(player.id, page);
  const pages = Math.max(1, Math.ceil((transactions.data?.count ?? 0) / 10));
  return (
    <section aria-labelledby="transactions-title" className="flex flex-col gap-3">
      <h2 id="transactions-title" className="text-lg font-semibold text-fog-100">
        {t('players.transactions')}
      </h2>
      <Table caption={t('players.transactions')}>
        <thead>
          <tr>
            <Th>{t('players.when')}</Th>
            <Th>{t('players.kind')}</Th>
            <Th numeric>{t('players.amount')}</Th>
            <Th>{t('players.statusLabel')}</Th>
          </tr>
        </thead>
        <tbody>
          {transactions.data?.results.map((row) => (
            <tr key={row.id}>
              <Td className="whitespace-nowrap text-fog-400">{formatDateTime(row.createdAt)}</Td>
              <Td>{row.method ?? row.kind}</Td>
              <Td
                className={row.type === 'deposit' ? 'text-end text-success-400 tabular-nums' : 'text-end tabular-nums'}
              >
                <span dir="ltr">{`${row.type === 'deposit' ? '+' : '−'}${formatMoney(row.amount, row.currency)}`}</span>
              </Td>
              <Td>
                <Badge tone={row.status === 'COMPLETED' ? 'good' : row.status === 'REJECTED' ? 'bad' : 'wait'}>
                  {t(`players.transactionStatus.${row.status}`)}
                </Badge>
              </Td>
            </tr>
          ))}
          {transactions.data?.results.length === 0 ? (
            <EmptyRow columns={4}>{t('players.noTransactions')}</EmptyRow>
          ) : null}
        </tbody>
      </Table>
      <Pager page={page} pages={pages} onPage={setPage} />
    </section>
  );
}

/** One player: who they are, their money, what stands against their play, their history. */
export function PlayerDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const player = usePlayer(id);
  const mayBan = useRoleIn(['SO', 'O']);
  usePageTitle(player.data?.username ?? t('screens.players.title'));
  if (player.isPending) return <Spinner />;
  if (player.isError) return <p className="text-danger-400">{errorText(player.error)}</p>;
  const p = player.data;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6" data-testid="player-detail">
      <Link to=".." relative="path" className="text-sm text-fog-400 hover:text-fog-100">
        {t('players.back')}
      </Link>
      <PageHeader title={p.username} lead={`#${p.id} · ${p.email}`}>
        <PlayerStatus status={p.status} />
        {mayBan ? <BanButton player={p} /> : null}
      </PageHeader>
      <div className="grid gap-4 md:grid-cols-3">
        <div className="card p-5">
          <p className="text-xs tracking-wide text-fog-400 uppercase">{t('players.balance')}</p>
          <p className="mt-1 text-2xl font-bold text-fog-100 tabular-nums" data-testid="player-balance">
            {formatMoney(p.balance, p.currency)}
          </p>
          <p className="mt-1 text-sm text-fog-400">
            {t('players.bonusBalance')}: {formatMoney(p.bonus_balance, p.currency)}
          </p>
        </div>
        <div className="card p-5 md:col-span-2">
          <Facts
            rows={[
              [t('players.name'), `${p.first_name} ${p.last_name}`.trim() || '—'],
              [t('players.born'), p.date_of_birth ?? '—'],
              [t('players.country'), p.country || '—'],
              [t('players.phone'), p.phone || '—'],
              [t('players.emailVerified'), t(p.email_verified ? 'players.yes' : 'players.no')],
              [t('players.joined'), formatDateTime(p.created_at)],
              [t('players.lastSeen'), p.last_seen_at ? formatDateTime(p.last_seen_at) : '—'],
              ...(p.self_excluded_at
                ? [[t('players.selfExcluded'), formatDateTime(p.self_excluded_at)] as [string, string]]
                : []),
              ...(p.break_until ? [[t('players.breakUntil'), formatDateTime(p.break_until)] as [string, string]] : []),
              ...(p.closed_at ? [[t('players.closed'), formatDateTime(p.closed_at)] as [string, string]] : []),
            ]}
          />
        </div>
      </div>
      <PlayerRecords id={p.id} />
      <Transactions player={p} />
    </div>
  );
}

import { Button } from '@casino/ui/button';
import { Input } from '@casino/ui/input';
import { Pager } from '@casino/ui/pager';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { EmptyRow, Table, Td, Th } from '@/components/table';
import { useCurrentStaff, useRoleIn } from '@/lib/current-staff';
import { formatDateTime, formatMoney } from '@/lib/format';
import { usePageTitle } from '@/lib/use-page-title';
import { PAGE_SIZE, usePlayers } from '../api/get-players';
import { NewPlayerForm } from './new-player-form';
import { PlayerStatus } from './player-status';
import { ReactivationRequests } from './reactivation-requests';

/** The players the staff member may see, found by name, e-mail or id. */
export function PlayersList() {
  const { t } = useTranslation();
  usePageTitle(t('screens.players.title'));
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const filter = { search: useDeferredValue(search.trim()), page };
  const players = usePlayers(filter);
  // Cashiers and agents make their players (issue #25); operators find them.
  const makesPlayers = useRoleIn(['C', 'A']);
  const { currency } = useCurrentStaff();
  const [making, setMaking] = useState(false);
  const pages = Math.max(1, Math.ceil((players.data?.count ?? 0) / PAGE_SIZE));
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5">
      <PageHeader title={t('screens.players.title')} lead={t('screens.players.description')}>
        {makesPlayers ? (
          <Button variant={making ? 'secondary' : 'primary'} aria-expanded={making} onClick={() => setMaking(!making)}>
            {t(making ? 'newPlayer.close' : 'newPlayer.open')}
          </Button>
        ) : null}
      </PageHeader>
      {making ? <NewPlayerForm currency={currency} onDone={() => setMaking(false)} /> : null}
      <ReactivationRequests />
      <div className="max-w-md">
        <Input
          type="search"
          label={t('players.search')}
          placeholder={t('players.searchHint')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
      </div>
      <Table caption={t('screens.players.title')}>
        <thead>
          <tr>
            <Th>{t('players.id')}</Th>
            <Th>{t('players.username')}</Th>
            <Th>{t('players.name')}</Th>
            <Th>{t('players.email')}</Th>
            <Th numeric>{t('players.balance')}</Th>
            <Th>{t('players.statusLabel')}</Th>
            <Th>{t('players.joined')}</Th>
          </tr>
        </thead>
        <tbody data-testid="players-rows">
          {players.data?.results.map((player) => (
            <tr key={player.id} className="hover:bg-white/[0.03]">
              <Td className="text-fog-400 tabular-nums">{player.id}</Td>
              <Td>
                <Link to={String(player.id)} className="font-semibold text-gold-300 hover:underline">
                  {player.username}
                </Link>
              </Td>
              <Td>{`${player.first_name} ${player.last_name}`.trim() || '—'}</Td>
              <Td className="max-w-56 truncate">{player.email}</Td>
              <Td className="text-end tabular-nums">{formatMoney(player.balance, player.currency)}</Td>
              <Td>
                <PlayerStatus status={player.is_banned ? 'banned' : 'active'} />
              </Td>
              <Td className="whitespace-nowrap text-fog-400">{formatDateTime(player.created_at)}</Td>
            </tr>
          ))}
          {players.data?.results.length === 0 ? <EmptyRow columns={7}>{t('players.none')}</EmptyRow> : null}
        </tbody>
      </Table>
      <Pager page={page} pages={pages} onPage={setPage} />
    </div>
  );
}

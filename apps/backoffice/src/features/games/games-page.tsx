import type { CatalogueGame, HiddenGames } from '@casino/contracts';
import { Input } from '@casino/ui/input';
import { Select } from '@casino/ui/select';
import { Spinner } from '@casino/ui/spinner';
import { notify } from '@casino/ui/toast';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { Badge, EmptyRow, Table, Td, Th } from '@/components/table';
import { errorText } from '@/lib/error-text';
import { usePageTitle } from '@/lib/use-page-title';
import { useCatalogue } from './api/get-catalogue';
import { useHidden } from './api/get-hidden';
import { useSetHidden } from './api/set-hidden';
import { VisibilitySwitch } from './components/visibility-switch';
import { toggled } from './lib/toggle';

const TYPES = ['slot', 'table', 'live', 'virtual'] as const;

function matches(game: CatalogueGame, search: string, type: string, producer: string) {
  const text = `${game.name} ${game.game_id}`.toLowerCase();
  return (
    (!search || text.includes(search)) &&
    (!type || game.game_type === type) &&
    (!producer || game.producer === producer)
  );
}

/** The catalogue as the operator runs it: which producers and games the lobby shows. */
export default function GamesPage() {
  const { t } = useTranslation();
  usePageTitle(t('screens.games.title'));
  const catalogue = useCatalogue();
  const hidden = useHidden();
  const save = useSetHidden();
  const [search, setSearch] = useState('');
  const [type, setType] = useState('');
  const [producer, setProducer] = useState('');
  const query = useDeferredValue(search.trim().toLowerCase());
  if (catalogue.isPending || hidden.isPending) return <Spinner />;
  if (catalogue.isError || hidden.isError)
    return <p className="text-danger-400">{errorText(catalogue.error ?? hidden.error)}</p>;

  const toggle = (kind: keyof HiddenGames, value: string) =>
    save.mutate(toggled(hidden.data, kind, value), { onError: (error) => notify(errorText(error), 'error') });
  const games = catalogue.data.games.filter((game) => matches(game, query, type, producer));
  const hiddenProducers = new Set(hidden.data.producers);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <PageHeader title={t('screens.games.title')} lead={t('screens.games.description')} />
      <section aria-labelledby="producers-title" className="flex flex-col gap-3">
        <h2 id="producers-title" className="text-lg font-semibold text-fog-100">
          {t('games.producers')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {catalogue.data.producers.map((entry) => (
            <li
              key={entry.code}
              className="card flex items-center justify-between gap-3 p-4"
              data-testid={`producer-${entry.code}`}
            >
              <div className="min-w-0">
                <p className="truncate font-semibold text-fog-100">{entry.name}</p>
                <p className="text-xs text-fog-400">{t('games.count', { count: entry.games })}</p>
              </div>
              <VisibilitySwitch
                shown={!entry.hidden}
                disabled={save.isPending}
                label={entry.name}
                onToggle={() => toggle('producers', entry.code)}
              />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="games-title" className="flex flex-col gap-3">
        <h2 id="games-title" className="text-lg font-semibold text-fog-100">
          {t('games.games')}
        </h2>
        <div className="grid gap-3 md:grid-cols-3">
          <Input
            type="search"
            label={t('games.search')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <Select
            label={t('games.type')}
            value={type}
            onChange={(event) => setType(event.target.value)}
            options={[
              { value: '', label: t('games.all') },
              ...TYPES.map((value) => ({ value, label: t(`games.types.${value}`) })),
            ]}
          />
          <Select
            label={t('games.producer')}
            value={producer}
            onChange={(event) => setProducer(event.target.value)}
            options={[
              { value: '', label: t('games.all') },
              ...catalogue.data.producers.map((entry) => ({ value: entry.code, label: entry.name })),
            ]}
          />
        </div>
        <Table caption={t('games.games')}>
          <thead>
            <tr>
              <Th>{t('games.name')}</Th>
              <Th>{t('games.producer')}</Th>
              <Th>{t('games.type')}</Th>
              <Th>{t('games.category')}</Th>
              <Th numeric>{t('games.rtp')}</Th>
              <Th>{t('games.offered')}</Th>
              <Th>{t('games.lobby')}</Th>
            </tr>
          </thead>
          <tbody data-testid="game-rows">
            {games.map((game) => (
              <tr key={`${game.provider}:${game.game_id}`}>
                <Td>
                  <span className="font-semibold">{game.name}</span>
                  <span dir="ltr" className="ms-2 font-mono text-xs text-fog-400">
                    {game.game_id}
                  </span>
                </Td>
                <Td>{catalogue.data.producers.find((entry) => entry.code === game.producer)?.name ?? game.producer}</Td>
                <Td>{t(`games.types.${game.game_type}`)}</Td>
                <Td>{game.category}</Td>
                <Td className="text-end tabular-nums">{game.rtp === null ? '—' : `${game.rtp.toFixed(2)} %`}</Td>
                <Td>
                  <Badge tone={game.active ? 'good' : 'plain'}>{t(game.active ? 'games.yes' : 'games.no')}</Badge>
                </Td>
                <Td>
                  {hiddenProducers.has(game.producer) ? (
                    <Badge tone="plain">{t('games.producerHidden')}</Badge>
                  ) : (
                    <VisibilitySwitch
                      shown={!game.hidden}
                      disabled={save.isPending}
                      label={game.name}
                      onToggle={() => toggle('game_ids', game.game_id)}
                    />
                  )}
                </Td>
              </tr>
            ))}
            {games.length === 0 ? <EmptyRow columns={7}>{t('games.none')}</EmptyRow> : null}
          </tbody>
        </Table>
      </section>
    </div>
  );
}

import type { CatalogueGame, GameSettingsPatch, HiddenGames, LobbyMove } from '@casino/contracts';
import { Input } from '@casino/ui/input';
import { Select } from '@casino/ui/select';
import { Spinner } from '@casino/ui/spinner';
import { notify } from '@casino/ui/toast';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { errorText } from '@/lib/error-text';
import { usePageTitle } from '@/lib/use-page-title';
import { useCatalogue } from './api/get-catalogue';
import { useHidden } from './api/get-hidden';
import { useMoveInOrder } from './api/move-in-order';
import { useSetHidden } from './api/set-hidden';
import { useUpdateGame } from './api/update-game';
import { GamesTable } from './components/games-table';
import { ProducersSection } from './components/producers-section';
import { ProvidersSection } from './components/providers-section';
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

/**
 * The catalogue as the operator runs it (decision 045): the providers' wallet secrets, and which
 * producers and games the lobby shows, in what order, under which category.
 */
export default function GamesPage() {
  const { t } = useTranslation();
  usePageTitle(t('screens.games.title'));
  const catalogue = useCatalogue();
  const hidden = useHidden();
  const save = useSetHidden();
  const order = useMoveInOrder();
  const update = useUpdateGame();
  const [search, setSearch] = useState('');
  const [type, setType] = useState('');
  const [producer, setProducer] = useState('');
  const query = useDeferredValue(search.trim().toLowerCase());
  if (catalogue.isPending || hidden.isPending) return <Spinner />;
  if (catalogue.isError || hidden.isError)
    return <p className="text-danger-400">{errorText(catalogue.error ?? hidden.error)}</p>;

  const failed = (error: unknown) => notify(errorText(error), 'error');
  const toggle = (kind: keyof HiddenGames, value: string) =>
    save.mutate(toggled(hidden.data, kind, value), { onError: failed });
  const move = (target: { id: number } | { producer: string }, to: LobbyMove) =>
    order.mutate({ ...target, move: to }, { onError: failed });
  const patch = (game: CatalogueGame, settings: GameSettingsPatch) =>
    update.mutate({ id: game.id, patch: settings }, { onError: failed });
  const all = catalogue.data.games;
  const places = new Map(all.map((game, index) => [game.id, index]));
  const games = all.filter((game) => matches(game, query, type, producer));

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <PageHeader title={t('screens.games.title')} lead={t('screens.games.description')} />
      <ProvidersSection />
      <ProducersSection
        producers={catalogue.data.producers}
        busy={save.isPending}
        onToggle={(code) => toggle('producers', code)}
        onMove={(code, to) => move({ producer: code }, to)}
      />
      <section aria-labelledby="games-title" className="flex flex-col gap-3">
        <h2 id="games-title" className="text-lg font-semibold text-fog-100">
          {t('games.games')}
        </h2>
        <p className="text-xs text-fog-500">{t('games.gamesLead')}</p>
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
        <GamesTable
          games={games}
          placeOf={(game) => places.get(game.id) ?? -1}
          total={all.length}
          filtered={games.length !== all.length}
          producers={catalogue.data.producers}
          busy={{ hidden: save.isPending, settings: update.isPending }}
          onMove={(game, to) => move({ id: game.id }, to)}
          onUpdate={patch}
          onToggleHidden={(game) => toggle('game_ids', game.game_id)}
        />
      </section>
    </div>
  );
}

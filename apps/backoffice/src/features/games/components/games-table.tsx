import type { CatalogueGame, CatalogueProducer, GameSettingsPatch, LobbyMove } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { Badge, EmptyRow, Table, Td, Th } from '@/components/table';
import { CategorySelect } from './category-select';
import { OrderButtons } from './order-buttons';
import { StateSwitch } from './state-switch';

/**
 * The games in the lobby's order, with what the operator sets on each: its place, its category,
 * its switch, and whether the lobby shows it.
 */
export function GamesTable({
  games,
  placeOf,
  total,
  filtered,
  producers,
  busy,
  onMove,
  onUpdate,
  onToggleHidden,
}: {
  /** The games the filters keep, in the lobby's order. */
  games: readonly CatalogueGame[];
  /** A game's index in the whole catalogue's order (0 first). */
  placeOf: (game: CatalogueGame) => number;
  total: number;
  filtered: boolean;
  producers: readonly CatalogueProducer[];
  busy: { hidden: boolean; settings: boolean };
  onMove: (game: CatalogueGame, move: LobbyMove) => void;
  onUpdate: (game: CatalogueGame, patch: GameSettingsPatch) => void;
  onToggleHidden: (game: CatalogueGame) => void;
}) {
  const { t } = useTranslation();
  const producerOf = (code: string) => producers.find((entry) => entry.code === code);
  return (
    <Table caption={t('games.games')}>
      <thead>
        <tr>
          <Th>{t('games.name')}</Th>
          <Th>{t('games.order.title')}</Th>
          <Th>{t('games.producer')}</Th>
          <Th>{t('games.type')}</Th>
          <Th>{t('games.category')}</Th>
          <Th numeric>{t('games.rtp')}</Th>
          <Th>{t('games.offered')}</Th>
          <Th>{t('games.enabled')}</Th>
          <Th>{t('games.lobby')}</Th>
        </tr>
      </thead>
      <tbody data-testid="game-rows">
        {games.map((game) => {
          const place = placeOf(game);
          return (
            <tr key={game.id} data-testid={`game-${game.game_id}`}>
              <Td>
                <span className="font-semibold">{game.name}</span>
                <span dir="ltr" className="ms-2 font-mono text-xs text-fog-400">
                  {game.game_id}
                </span>
              </Td>
              <Td>
                <div className="flex items-center gap-1">
                  <span className="w-8 text-fog-400 tabular-nums" title={t('games.order.place')}>
                    {game.position ?? '—'}
                  </span>
                  <OrderButtons
                    name={game.name}
                    first={place === 0}
                    last={place === total - 1}
                    stepsAllowed={!filtered}
                    onMove={(move) => onMove(game, move)}
                  />
                </div>
              </Td>
              <Td>{producerOf(game.producer)?.name ?? game.producer}</Td>
              <Td>{t(`games.types.${game.game_type}`)}</Td>
              <Td>
                <CategorySelect
                  game={game}
                  disabled={busy.settings}
                  onChange={(category) => onUpdate(game, { category })}
                />
              </Td>
              <Td className="text-end whitespace-nowrap tabular-nums">
                {game.rtp === null ? '—' : `${game.rtp.toFixed(2)} %`}
              </Td>
              <Td>
                <Badge tone={game.active ? 'good' : 'plain'}>{t(game.active ? 'games.yes' : 'games.no')}</Badge>
              </Td>
              <Td>
                <StateSwitch
                  on={game.enabled}
                  texts={{ on: t('games.on'), off: t('games.off') }}
                  disabled={busy.settings}
                  label={t('games.enabledOf', { name: game.name })}
                  onToggle={() => onUpdate(game, { enabled: !game.enabled })}
                />
              </Td>
              <Td>
                {producerOf(game.producer)?.hidden ? (
                  <Badge tone="plain">{t('games.producerHidden')}</Badge>
                ) : (
                  <StateSwitch
                    on={!game.hidden}
                    texts={{ on: t('games.shown'), off: t('games.hidden') }}
                    disabled={busy.hidden}
                    label={game.name}
                    onToggle={() => onToggleHidden(game)}
                  />
                )}
              </Td>
            </tr>
          );
        })}
        {games.length === 0 ? <EmptyRow columns={9}>{t('games.none')}</EmptyRow> : null}
      </tbody>
    </Table>
  );
}

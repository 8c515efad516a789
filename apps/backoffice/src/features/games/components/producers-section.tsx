import type { CatalogueProducer, LobbyMove } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { OrderButtons } from './order-buttons';
import { StateSwitch } from './state-switch';

/** The producers in the lobby's providers-list order: each shown or hidden, and moved in that order. */
export function ProducersSection({
  producers,
  busy,
  onToggle,
  onMove,
}: {
  producers: readonly CatalogueProducer[];
  busy: boolean;
  onToggle: (code: string) => void;
  onMove: (code: string, move: LobbyMove) => void;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="producers-title" className="flex flex-col gap-3">
      <h2 id="producers-title" className="text-lg font-semibold text-fog-100">
        {t('games.producers')}
      </h2>
      <p className="text-xs text-fog-500">{t('games.producersLead')}</p>
      <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {producers.map((entry, index) => (
          <li
            key={entry.code}
            className="card flex flex-wrap items-center justify-between gap-3 p-4"
            data-testid={`producer-${entry.code}`}
          >
            <div className="min-w-0">
              <p className="truncate font-semibold text-fog-100">
                <span className="me-2 text-fog-400 tabular-nums">{entry.position ?? '—'}</span>
                {entry.name}
              </p>
              <p className="text-xs text-fog-400">{t('games.count', { count: entry.games })}</p>
            </div>
            <div className="flex items-center gap-2">
              <OrderButtons
                name={entry.name}
                first={index === 0}
                last={index === producers.length - 1}
                onMove={(move) => onMove(entry.code, move)}
              />
              <StateSwitch
                on={!entry.hidden}
                texts={{ on: t('games.shown'), off: t('games.hidden') }}
                disabled={busy}
                label={entry.name}
                onToggle={() => onToggle(entry.code)}
              />
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

import type { Producer } from '@casino/contracts';
import { cn } from '@casino/ui/cn';
import { useTranslation } from 'react-i18next';
import { categoryKey } from '../lib/labels';
import { toggle, type LobbyFilter } from '../lib/sections';

function Chip({ active, onClick, children }: { active: boolean; onClick: () => void; children: React.ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={onClick}
      className={cn(
        'h-9 shrink-0 cursor-pointer rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors',
        active
          ? 'border-gold-400/70 bg-gold-400/15 text-gold-200'
          : 'border-white/10 bg-ink-800/70 text-fog-300 hover:border-white/25 hover:text-fog-100',
      )}
    >
      {children}
    </button>
  );
}

function ChipGroup({ label, testId, children }: { label: string; testId: string; children: React.ReactNode }) {
  return (
    <div role="group" aria-label={label} data-testid={testId} className="flex min-w-0 items-center gap-3">
      <span className="hidden shrink-0 text-xs font-semibold tracking-widest text-fog-500 uppercase sm:inline">
        {label}
      </span>
      <div className="-mx-1 flex min-w-0 gap-2 overflow-x-auto px-1 py-0.5 [scrollbar-width:none]">{children}</div>
    </div>
  );
}

/** The ?categories= and ?providers= filters of SPEC §2.5, as toggles (several may be on). */
export function LobbyFilters({
  categories,
  producers,
  value,
  onChange,
}: {
  categories: readonly string[];
  producers: readonly Producer[];
  value: LobbyFilter;
  onChange: (next: LobbyFilter) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3" data-testid="lobby-filters">
      {categories.length > 0 && (
        <ChipGroup label={t('casino.filters.categories')} testId="category-filter">
          <Chip active={value.categories.length === 0} onClick={() => onChange({ ...value, categories: [] })}>
            {t('casino.filters.allCategories')}
          </Chip>
          {categories.map((category) => (
            <Chip
              key={category}
              active={value.categories.includes(category)}
              onClick={() => onChange({ ...value, categories: toggle(value.categories, category) })}
            >
              {t(categoryKey(category))}
            </Chip>
          ))}
        </ChipGroup>
      )}
      {producers.length > 0 && (
        <ChipGroup label={t('casino.filters.providers')} testId="provider-filter">
          <Chip active={value.providers.length === 0} onClick={() => onChange({ ...value, providers: [] })}>
            {t('casino.filters.allProviders')}
          </Chip>
          {producers.map((producer) => (
            <Chip
              key={producer.name}
              active={value.providers.includes(producer.name)}
              onClick={() => onChange({ ...value, providers: toggle(value.providers, producer.name) })}
            >
              {producer.title || producer.name}
            </Chip>
          ))}
        </ChipGroup>
      )}
    </div>
  );
}

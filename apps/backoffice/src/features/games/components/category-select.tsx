import { type CatalogueGame, PROVIDER_CATEGORIES } from '@casino/contracts';
import { Select } from '@casino/ui/select';
import { useTranslation } from 'react-i18next';

/** A category's name in the console's language; a provider's own category the lobby does not know, as it is. */
export function useCategoryName() {
  const { t, i18n } = useTranslation();
  return (category: string) => {
    const key = `games.categories.${category}`;
    return i18n.exists(key) ? t(key) : category;
  };
}

/**
 * The category the lobby files a game under: the provider's, or one of the categories the lobby
 * knows instead. The game's type stays the provider's.
 */
export function CategorySelect({
  game,
  disabled,
  onChange,
}: {
  game: CatalogueGame;
  disabled?: boolean;
  /** null: back to the provider's category. */
  onChange: (category: string | null) => void;
}) {
  const { t } = useTranslation();
  const name = useCategoryName();
  const own = game.category !== game.provider_category;
  return (
    <Select
      aria-label={t('games.categoryOf', { name: game.name })}
      className="min-w-40"
      value={own ? game.category : ''}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value || null)}
      options={[
        { value: '', label: t('games.providerCategory', { category: name(game.provider_category) }) },
        ...PROVIDER_CATEGORIES.filter((category) => category !== game.provider_category).map((category) => ({
          value: category,
          label: name(category),
        })),
      ]}
    />
  );
}

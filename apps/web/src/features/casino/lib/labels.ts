/** The translation key of a category or id-list name ('Drops & Wins' is not a usable key). */
export function categoryKey(category: string): string {
  return `casino.categories.${category === 'Drops & Wins' ? 'dropsAndWins' : category}`;
}

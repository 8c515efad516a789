import { Button } from './button';
import { useUiTexts } from './texts';

/** Previous / next over numbered pages; arrows follow the reading direction. */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const texts = useUiTexts();
  if (pages <= 1) return null;
  return (
    <nav className="flex items-center justify-between gap-3" aria-label={texts.pagination}>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {texts.previous}
      </Button>
      <span className="text-sm text-fog-400 tabular-nums">{texts.pageOf(page, pages)}</span>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {texts.next}
      </Button>
    </nav>
  );
}

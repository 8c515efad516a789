import { cn } from '@casino/ui/cn';

const bar = 'animate-pulse rounded-lg bg-white/5';

/** An article's shape while it loads: a title and a few lines. */
export function ArticleSkeleton() {
  return (
    <div className="flex flex-col gap-3" aria-busy="true" data-testid="content-loading">
      <div className={cn(bar, 'h-7 w-2/3')} />
      {[100, 95, 90, 97, 60].map((width) => (
        <div key={width} className={cn(bar, 'h-4')} style={{ width: `${width}%` }} />
      ))}
    </div>
  );
}

/** A grid of cards while the promotions load. */
export function CardsSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" data-testid="content-loading">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="card flex flex-col gap-3 p-4">
          <div className={cn(bar, 'aspect-[16/9] w-full')} />
          <div className={cn(bar, 'h-5 w-2/3')} />
          <div className={cn(bar, 'h-4 w-full')} />
        </li>
      ))}
    </ul>
  );
}

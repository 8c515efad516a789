import { cn } from '@casino/ui/cn';
import { useState } from 'react';

/** Initials of a name, for the stand-in when a game's picture cannot be loaded. */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0]?.toUpperCase() ?? '')
    .join('');
}

/**
 * A game's 235x235 picture, loaded only near the viewport, with a drawn stand-in if it fails:
 * the initials, or (`fallback="name"`, where the picture is the only place the name is shown)
 * the whole name.
 */
export function GameImage({
  src,
  name,
  className,
  fallback = 'initials',
}: {
  src: string;
  name: string;
  className?: string;
  fallback?: 'initials' | 'name';
}) {
  const [failed, setFailed] = useState(!src);
  if (failed) {
    return (
      <div
        aria-hidden="true"
        className={cn(
          'grid place-items-center bg-gradient-to-br from-ink-600 via-ink-700 to-ink-900 font-black text-gold-300/80',
          fallback === 'name' ? 'p-3 text-center text-lg leading-tight' : 'text-3xl',
          className,
        )}
      >
        {fallback === 'name' ? <bdi className="line-clamp-3">{name}</bdi> : initials(name)}
      </div>
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={235}
      height={235}
      loading="lazy"
      decoding="async"
      draggable={false}
      onError={() => setFailed(true)}
      className={cn('object-cover', className)}
    />
  );
}

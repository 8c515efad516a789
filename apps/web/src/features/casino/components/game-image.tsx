import { useState } from 'react';
import { cn } from '@/lib/cn';

/** Initials of a name, for the stand-in when a game's picture cannot be loaded. */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0]?.toUpperCase() ?? '')
    .join('');
}

/** A game's 235x235 picture, loaded only near the viewport, with a drawn stand-in if it fails. */
export function GameImage({ src, name, className }: { src: string; name: string; className?: string }) {
  const [failed, setFailed] = useState(!src);
  if (failed) {
    return (
      <div
        aria-hidden="true"
        className={cn(
          'grid place-items-center bg-gradient-to-br from-ink-600 via-ink-700 to-ink-900 text-3xl font-black text-gold-300/80',
          className,
        )}
      >
        {initials(name)}
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

import { useEffect, useState } from 'react';
import { cn } from './cn';
import { Spinner } from './spinner';

type Matrix = boolean[][];

/** One path of 1×1 squares: crisp at any size, and small in the DOM. */
function toPath(matrix: Matrix): string {
  let d = '';
  matrix.forEach((row, y) => row.forEach((dark, x) => (d += dark ? `M${x} ${y}h1v1h-1z` : '')));
  return d;
}

/** The QR code of `value`; the encoder loads with the first code shown, not with the app. */
export function QrCode({
  value,
  label,
  size = 184,
  className,
  testId,
}: {
  value: string;
  label: string;
  size?: number;
  className?: string;
  testId?: string;
}) {
  const [matrix, setMatrix] = useState<{ value: string; data: Matrix } | null>(null);
  useEffect(() => {
    let live = true;
    void import('uqr').then(({ encode }) => {
      if (live) setMatrix({ value, data: encode(value, { ecc: 'M', border: 2 }).data });
    });
    return () => {
      live = false;
    };
  }, [value]);

  const ready = matrix?.value === value ? matrix.data : null;
  return (
    <div
      className={cn('grid shrink-0 place-items-center rounded-2xl bg-white p-2', className)}
      style={{ width: size, height: size }}
      data-testid={testId}
    >
      {ready ? (
        <svg
          role="img"
          aria-label={label}
          viewBox={`0 0 ${ready.length} ${ready.length}`}
          width={size - 16}
          height={size - 16}
          shapeRendering="crispEdges"
        >
          <path d={toPath(ready)} fill="#070b16" />
        </svg>
      ) : (
        <Spinner size={24} className="text-ink-600" />
      )}
    </div>
  );
}

import { useEffect, useId, useRef, useState } from 'react';
import { chartScale, labelIndexes } from '../lib/chart';

export interface ChartSeries {
  label: string;
  values: number[];
}

const H = 240;
const PAD = { start: 64, end: 12, top: 12, bottom: 28 };

/**
 * Bars (one value per day; below the zero line when negative) with an optional line over them,
 * drawn by hand in SVG. The chart reads left to right whatever the language (time runs that way
 * on every axis the console shows); its title names it for a screen reader, and every bar holds
 * its numbers as a tooltip. The same numbers are in a table beside it (the caller's).
 */
export function BarChart({
  title,
  labels,
  bars,
  line,
  format,
  axisFormat,
  whole = false,
}: {
  title: string;
  /** The x labels, one per value (days). */
  labels: string[];
  bars: ChartSeries;
  line?: ChartSeries;
  /** A value as text (tooltips). */
  format: (value: number) => string;
  /** A value as a short text (the axis). */
  axisFormat: (value: number) => string;
  /** Counts: the axis steps by whole numbers. */
  whole?: boolean;
}) {
  const titleId = useId();
  // Drawn at the size it is shown, so its texts keep their size on a narrow screen.
  const box = useRef<HTMLDivElement>(null);
  const [W, setW] = useState(720);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setW(Math.round(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const scale = chartScale([...bars.values, ...(line?.values ?? [])], PAD.top, H - PAD.bottom, whole ? 1 : 0);
  const width = W - PAD.start - PAD.end;
  const slot = width / Math.max(1, labels.length);
  const barWidth = Math.max(1, Math.min(28, slot * 0.7));
  const xOf = (index: number) => PAD.start + slot * index + slot / 2;
  const zero = scale.y(0);
  const points = line?.values.map((value, index) => `${xOf(index)},${scale.y(value)}`).join(' ');

  return (
    <div ref={box} className="w-full">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby={titleId}
        style={{ direction: 'ltr' }}
        className="h-auto w-full select-none"
        data-testid="bar-chart"
      >
        <title id={titleId}>{title}</title>
        {scale.ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={PAD.start}
              x2={W - PAD.end}
              y1={scale.y(tick)}
              y2={scale.y(tick)}
              className={tick === 0 ? 'stroke-fog-500' : 'stroke-white/10'}
              strokeDasharray={tick === 0 ? undefined : '3 4'}
            />
            <text x={PAD.start - 8} y={scale.y(tick)} dy="0.32em" textAnchor="end" className="fill-fog-400 text-[11px]">
              {axisFormat(tick)}
            </text>
          </g>
        ))}
        {bars.values.map((value, index) => {
          const y = scale.y(value);
          const tip = `${labels[index]}: ${bars.label} ${format(value)}${line ? `, ${line.label} ${format(line.values[index] ?? 0)}` : ''}`;
          return (
            <rect
              key={labels[index]}
              x={xOf(index) - barWidth / 2}
              y={Math.min(y, zero)}
              width={barWidth}
              height={Math.max(value === 0 ? 0 : 1, Math.abs(zero - y))}
              rx={Math.min(3, barWidth / 3)}
              className={value < 0 ? 'fill-danger-400/80' : 'fill-gold-400/85'}
            >
              <title>{tip}</title>
            </rect>
          );
        })}
        {line && points ? (
          <>
            <polyline
              points={points}
              fill="none"
              strokeWidth={2}
              strokeLinejoin="round"
              className="stroke-success-400"
            />
            {labels.length <= 45
              ? line.values.map((value, index) => (
                  <circle
                    key={labels[index]}
                    cx={xOf(index)}
                    cy={scale.y(value)}
                    r={2.5}
                    className="fill-success-400"
                  />
                ))
              : null}
          </>
        ) : null}
        {labelIndexes(labels.length, W < 560 ? 4 : 6).map((index) => (
          <text
            key={index}
            x={xOf(index)}
            y={H - 8}
            textAnchor={
              index === 0 && labels.length > 1 ? 'start' : index === labels.length - 1 && index > 0 ? 'end' : 'middle'
            }
            className="fill-fog-400 text-[11px]"
          >
            {labels[index]}
          </text>
        ))}
      </svg>
    </div>
  );
}

/** The chart's key: a swatch and a name per series. */
export function ChartLegend({ bars, line }: { bars: string; line?: string }) {
  return (
    <ul className="flex flex-wrap items-center gap-4 text-xs text-fog-300">
      <li className="flex items-center gap-2">
        <span aria-hidden className="inline-block size-3 rounded-sm bg-gold-400" />
        {bars}
      </li>
      {line ? (
        <li className="flex items-center gap-2">
          <span aria-hidden className="inline-block h-0.5 w-4 rounded bg-success-400" />
          {line}
        </li>
      ) : null}
    </ul>
  );
}

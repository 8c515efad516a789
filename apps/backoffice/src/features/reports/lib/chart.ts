/** The geometry of a bar chart with a line over it, around a zero line (values may be negative). */
export interface ChartScale {
  min: number;
  max: number;
  /** The y of a value, in a box `height` tall. */
  y: (value: number) => number;
  /** Round values for the axis, zero among them. */
  ticks: number[];
}

/** A step of 1, 2 or 5 times a power of ten that splits `span` in about `count` parts. */
function niceStep(span: number, count: number): number {
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].find((m) => m * power >= raw)!;
  return step * power;
}

/** A scale from the values (zero always shown), with round ticks (at least `minStep` apart), for a box `top`..`bottom`. */
export function chartScale(values: number[], top: number, bottom: number, minStep = 0): ChartScale {
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  if (low === high) return { min: 0, max: 1, y: () => bottom, ticks: [0] };
  const step = Math.max(minStep, niceStep(high - low, 4));
  const min = Math.floor(low / step) * step;
  const max = Math.ceil(high / step) * step;
  const ticks: number[] = [];
  for (let value = min; value <= max + step / 2; value += step) ticks.push(Math.round(value * 100) / 100);
  const y = (value: number) => bottom - ((value - min) / (max - min)) * (bottom - top);
  return { min, max, y, ticks };
}

/** A few labels for a time axis: the first day, the last, and some evenly between (indexes). */
export function labelIndexes(count: number, most = 6): number[] {
  if (count <= most) return Array.from({ length: count }, (_, i) => i);
  const step = (count - 1) / (most - 1);
  return Array.from({ length: most }, (_, i) => Math.round(i * step));
}

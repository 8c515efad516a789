/** A slide's schedule: an ISO moment or null, shown and typed in a datetime-local field (local time). */

const pad = (value: number) => String(value).padStart(2, '0');

/** The field's value for a moment: `YYYY-MM-DDTHH:mm` in the browser's time zone; '' for none. */
export function toFieldValue(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The moment a field's value names (local time), as the API takes it; null when empty. */
export function fromFieldValue(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export type SlideState = 'off' | 'scheduled' | 'ended' | 'live';

/** Whether the site shows the slide now: switched off, not started yet, over, or live. */
export function slideState(
  slide: { isActive: boolean; activeFrom: string | null; activeUntil: string | null },
  now: Date,
): SlideState {
  if (!slide.isActive) return 'off';
  if (slide.activeFrom && new Date(slide.activeFrom) > now) return 'scheduled';
  if (slide.activeUntil && new Date(slide.activeUntil) <= now) return 'ended';
  return 'live';
}

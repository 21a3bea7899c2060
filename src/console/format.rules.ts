/**
 * An ISO 8601 time (UTC) as local 'YYYY-MM-DD HH:mm'; a day ('YYYY-MM-DD') stays as it is; an
 * unreadable value is shown as it is, and none as ''.
 */
export function formatTime(iso: string | null | undefined, timeZoneOffsetMinutes = new Date().getTimezoneOffset()): string {
  if (!iso) return '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(iso)) return iso;
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  return new Date(time - timeZoneOffsetMinutes * 60_000).toISOString().slice(0, 16).replace('T', ' ');
}

/** The day of an ISO time in local time ('YYYY-MM-DD'). */
export function formatDay(iso: string | null | undefined, timeZoneOffsetMinutes = new Date().getTimezoneOffset()): string {
  return formatTime(iso, timeZoneOffsetMinutes).slice(0, 10);
}

/** A share as a whole percentage; nothing of nothing reads 0 %. */
export function percent(part: number, whole: number): number {
  if (!(whole > 0) || !(part > 0)) return 0;
  return Math.min(100, Math.round((part / whole) * 100));
}

/** The four parts of the day the overview greets by (spec 4, "Greeting by hour"). */
type DayPart = 'morning' | 'noon' | 'afternoon' | 'evening';

/**
 * Which greeting an hour of the day (0–23) gets: 0–10 morning, 11–14 noon, 15–18 afternoon,
 * after 18 evening.
 *
 * @example dayPartOfHour(new Date().getHours()) // 'noon' at 12:30
 */
export function dayPartOfHour(hour: number): DayPart {
  if (hour <= 10) return 'morning';
  if (hour <= 14) return 'noon';
  if (hour <= 18) return 'afternoon';
  return 'evening';
}

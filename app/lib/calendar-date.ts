/**
 * Whether a date written YYYY-MM-DD (a time may follow) is a day of the calendar: 2026-02-28 is, 2026-02-31 and
 * 2026-13-01 are not (JavaScript's Date would roll them over into March and the next year without a word).
 */
export function isCalendarDate(value: string): boolean {
  const [year, month, day] = value.slice(0, 10).split("-").map(Number);
  const date = new Date(Date.UTC(year!, month! - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month! - 1 && date.getUTCDate() === day;
}

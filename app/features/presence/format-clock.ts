const MINUTE = 60_000;
const DAY_MINUTES = 24 * 60;

const pad = (value: number) => String(value).padStart(2, "0");

/** A simulated time of day, in ms since midnight, as HH:MM (24 h, wraps at midnight). */
export function formatClock(ms: number): string {
  const minutes = ((Math.floor(ms / MINUTE) % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** A countdown as MM:SS. */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
}

/** Each link the boot adds costs the main thread about half a millisecond (more on a slow phone). */
const SLICE_MS = 4;

/**
 * Runs `each` on the queue's items a few milliseconds at a time, the rest in later tasks that `next` schedules,
 * so that no task is long enough to block a tap; then `then`.
 */
export function inSlices<T>(
  queue: T[],
  each: (item: T) => void,
  next: (run: () => void) => void,
  then: () => void = () => {},
): void {
  const end = performance.now() + SLICE_MS;
  while (queue.length > 0 && performance.now() < end) each(queue.shift()!);
  if (queue.length > 0) next(() => inSlices(queue, each, next, then));
  else then();
}

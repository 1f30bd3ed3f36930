/** More form posts than this per second is a burst of visitors, and deliveries give way to it. */
const BURST_PER_SECOND = 50;
/** Counted over a fifth of a second, so a burst is noticed before it has cost much. */
const WINDOW_MS = 200;

/** Counts form posts (nothing else: a retention purge is no visitor) and says whether they come in a burst. */
export class BurstMeter {
  private posts = 0;
  private windowStart = Date.now();
  private burst = false;

  formPosted(): void {
    this.posts++;
  }

  inBurst(): boolean {
    const elapsed = Date.now() - this.windowStart;
    if (elapsed >= WINDOW_MS) {
      this.burst = (this.posts * 1000) / elapsed > BURST_PER_SECOND;
      this.posts = 0;
      this.windowStart = Date.now();
    }
    return this.burst;
  }
}

/** A sleep that a call to wake() ends early. */
export class Wakeup {
  private interrupt: (() => void) | null = null;

  /** Resolves true when woken, false when the time ran out. */
  sleep(ms: number): Promise<boolean> {
    return new Promise<boolean>((resolve) => {
      const done = (woken: boolean) => {
        clearTimeout(timer);
        this.interrupt = null;
        resolve(woken);
      };
      const timer = setTimeout(() => done(false), ms);
      this.interrupt = () => done(true);
    });
  }

  wake(): void {
    this.interrupt?.();
  }
}

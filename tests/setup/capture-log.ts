import { vi } from "vitest";
import { log } from "../../server/observability/logger";

export interface CapturedLog {
  /** The lines written so far, each as its parsed JSON. */
  entries(): Array<Record<string, unknown>>;
  /** Everything written, as one text (to search for what must never be there). */
  text(): string;
  restore(): void;
}

/** Reads the server's log in this process (at `level`) instead of printing it, until restore(). */
export function captureLog(level = "info"): CapturedLog {
  const previous = log.level;
  log.level = level;
  let text = "";
  const write = vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
    text += String(chunk);
    return true;
  });
  return {
    entries: () =>
      text
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    text: () => text,
    restore: () => {
      write.mockRestore();
      log.level = previous;
    },
  };
}

import { afterEach, beforeEach, vi } from "vitest";
import { log } from "../../server/observability/logger";

// A failing console fails the test: hydration mismatches, missing keys and act warnings are bugs.
let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, "error");
});
afterEach(() => {
  const calls = consoleError.mock.calls;
  consoleError.mockRestore();
  if (calls.length > 0)
    throw new Error(`console.error was called: ${calls.map((c: unknown[]) => c.join(" ")).join("\n")}`);
});

// The server's request lines would bury the test output; warnings and errors still print, and a test
// reads the log with captureLog (tests/setup/capture-log.ts).
log.level = "warn";

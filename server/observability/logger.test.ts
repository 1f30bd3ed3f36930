import { afterEach, describe, expect, it } from "vitest";
import { captureLog, type CapturedLog } from "../../tests/setup/capture-log";
import { CONSOLE_TEXT_MAX, logConsoleCalls } from "./logger";

describe("logConsoleCalls", () => {
  let logged: CapturedLog | undefined;
  let restore: (() => void) | undefined;
  afterEach(() => {
    restore?.();
    logged?.restore();
  });

  it("turns every console call into one JSON line of its level, the text cut, an Error's stack kept", () => {
    logged = captureLog("debug");
    restore = logConsoleCalls();
    const address = `/%E0%A4%25/{"level":"fatal","msg":"forged"}\n${"x".repeat(8000)}`;
    console.warn(`The URL path "${address}" could not be decoded`);
    console.error(new Error("render failed"));
    console.log("plain %s", "notice");
    console.debug("detail");
    restore();
    restore = undefined;
    console.info("after restore"); // back on the real console, not in the log

    const entries = logged.entries();
    expect(logged.text().split("\n").filter(Boolean)).toHaveLength(4);
    expect(entries.map(({ level, console: method }) => [level, method])).toEqual([
      ["warn", "warn"],
      ["error", "error"],
      ["info", "log"],
      ["debug", "debug"],
    ]);
    expect(String(entries[0]!.msg)).toHaveLength(CONSOLE_TEXT_MAX);
    expect(entries[1]).toMatchObject({ msg: "render failed", err: { message: "render failed" } });
    expect(String((entries[1]!.err as { stack: string }).stack)).toContain("logger.test.ts");
    expect(entries[2]!.msg).toBe("plain notice");
  });
});

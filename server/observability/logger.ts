import { format } from "node:util";
import { pino, type Level } from "pino";

let readable = false;

/**
 * The server's one logger: JSON lines on stdout (one per request, one per event worth an operator's
 * attention), or readable lines in development. Never personal data: no e-mail, name, phone, address,
 * IP or URL query in any line; requests are logged by route pattern (server/observability/request-log.ts).
 */
export const log = pino(
  {
    level: "info",
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  },
  // Written through process.stdout at each line (not a file descriptor of its own), so the readable
  // format can be switched on after start-up and a test can read the lines.
  { write: (line: string) => void process.stdout.write(readable ? readableLine(line) : line) },
);

/** Applies LOG_LEVEL and the format: readable lines in development, JSON otherwise. */
export function configureLogging({ level, pretty }: { level: Level | "silent"; pretty: boolean }): void {
  log.level = level;
  readable = pretty;
}

const CONSOLE_LEVELS = {
  debug: "debug",
  trace: "debug",
  log: "info",
  info: "info",
  warn: "warn",
  error: "error",
} as const;
/** The longest text a console call puts in a line: a library's warning may quote a whole address a visitor chose. */
export const CONSOLE_TEXT_MAX = 2000;

/**
 * Sends every console call of the process (React Router's warnings and errors, a library's notice) through the
 * log, as one JSON line of its level with `console` naming the call, its text cut at CONSOLE_TEXT_MAX and an
 * Error's stack under `err`: in production no plain line reaches the log. Returns the console as it was.
 */
export function logConsoleCalls(): () => void {
  const original = Object.fromEntries(Object.keys(CONSOLE_LEVELS).map((method) => [method, console[method as "log"]]));
  for (const [method, level] of Object.entries(CONSOLE_LEVELS)) {
    console[method as keyof typeof CONSOLE_LEVELS] = (...args: unknown[]) => {
      const err = args.find((arg) => arg instanceof Error);
      const text = format(...args.filter((arg) => arg !== err)) || (err as Error | undefined)?.message || "";
      log[level]({ console: method, ...(err ? { err } : {}) }, text.slice(0, CONSOLE_TEXT_MAX));
    };
  }
  return () => Object.assign(console, original);
}

const HIDDEN = new Set(["level", "time", "msg", "pid", "hostname"]);

/** `14:02:11 INFO  request method=GET route=/price status=200 ms=4.1 reqId=…` */
export function readableLine(json: string): string {
  const entry = JSON.parse(json) as Record<string, unknown>;
  const fields = Object.entries(entry)
    .filter(([key]) => !HIDDEN.has(key))
    .map(([key, value]) => `${key}=${typeof value === "string" ? value : JSON.stringify(value)}`);
  const time = String(entry.time).slice(11, 19);
  return (
    `${time} ${String(entry.level).toUpperCase().padEnd(5)} ${typeof entry.msg === "string" ? entry.msg : ""} ${fields.join(" ")}`.trimEnd() +
    "\n"
  );
}

/** An error's message for a log line; what was thrown when it is no Error. */
export const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));
/** The driver's code of an error (`SQLITE_FULL`, `ECONNREFUSED`, `57P01`), when it has one. */
export const errorCode = (error: unknown) => (error as { code?: string } | null)?.code;

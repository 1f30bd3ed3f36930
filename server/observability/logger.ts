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

import type { FieldIssue } from "~/lib/form-options";

/**
 * The first field (dotted path) whose text holds a NUL byte, or null. PostgreSQL refuses NUL in text
 * and SQLite would store it silently: both databases get the same 400 instead.
 */
export function nulByteIssue(input: unknown, path: string[] = []): FieldIssue | null {
  if (typeof input === "string")
    return input.includes("\u0000") ? { path: path.join(".") || "body", message: "validation.characters" } : null;
  if (input === null || typeof input !== "object") return null;
  for (const [key, value] of Object.entries(input)) {
    const issue = key.includes("\u0000")
      ? { path: [...path, "key"].join("."), message: "validation.characters" }
      : nulByteIssue(value, [...path, key]);
    if (issue) return issue;
  }
  return null;
}

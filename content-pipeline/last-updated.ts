import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** Absolute file path → the date (YYYY-MM-DD) of the last commit that changed it. */
export type ChangeDates = ReadonlyMap<string, string>;

const git = (cwd: string, args: string[]) =>
  execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"], maxBuffer: 64 << 20 });

/**
 * The last change of every file under `root`, from one `git log`. Null where git cannot say: no
 * repository (a tarball, a Docker context) or a shallow clone (CI's), whose one commit would date
 * every file alike; the pipeline then falls back to the front matter.
 */
export function gitChangeDates(root: string): ChangeDates | null {
  try {
    if (git(root, ["rev-parse", "--is-shallow-repository"]).trim() !== "false") return null;
    const top = git(root, ["rev-parse", "--show-toplevel"]).trim();
    // Newest first: the first date a file appears under is its last change.
    const log = git(root, ["log", "--format=%x00%as", "--name-only", "--no-renames", "--", "."]);
    const dates = new Map<string, string>();
    for (const commit of log.split("\0").slice(1)) {
      const [date, ...files] = commit.split("\n");
      for (const file of files) {
        const absolute = path.join(top, file);
        if (file && !dates.has(absolute)) dates.set(absolute, date!);
      }
    }
    return dates;
  } catch {
    return null;
  }
}

/** An entry's date of last change: git's, else the front matter's `updated`, else its `published`. */
export function lastUpdated(
  file: string,
  fields: Record<string, unknown>,
  dates: ChangeDates | null,
): string | undefined {
  const fromGit = dates?.get(fs.realpathSync(file));
  if (fromGit) return fromGit;
  for (const value of [fields.updated, fields.published]) if (typeof value === "string") return value;
  return undefined;
}

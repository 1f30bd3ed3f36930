import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { gitChangeDates, lastUpdated } from "./last-updated";

const git = (cwd: string, args: string[], date = "2026-01-02T10:00:00Z") =>
  execFileSync("git", args, {
    cwd,
    stdio: "ignore",
    env: {
      ...process.env,
      GIT_AUTHOR_DATE: date,
      GIT_COMMITTER_DATE: date,
      GIT_AUTHOR_NAME: "Test",
      GIT_AUTHOR_EMAIL: "test@example.com",
      GIT_COMMITTER_NAME: "Test",
      GIT_COMMITTER_EMAIL: "test@example.com",
    },
  });

describe("last updated", () => {
  let dir: string;
  let repo: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "niot-dates-"));
    repo = path.join(dir, "repo");
    fs.mkdirSync(path.join(repo, "content"), { recursive: true });
    git(repo, ["init", "-q"]);
    fs.writeFileSync(path.join(repo, "content", "a.md"), "one");
    fs.writeFileSync(path.join(repo, "content", "b.md"), "one");
    git(repo, ["add", "-A"]);
    git(repo, ["commit", "-q", "-m", "first"], "2025-03-04T12:00:00Z");
    fs.writeFileSync(path.join(repo, "content", "b.md"), "two");
    git(repo, ["commit", "-q", "-am", "second"], "2026-05-06T12:00:00Z");
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("takes each file's last commit from git, before the front matter", () => {
    const dates = gitChangeDates(path.join(repo, "content"));
    const file = (name: string) => path.join(repo, "content", name);
    expect(lastUpdated(file("a.md"), { updated: "2020-01-01" }, dates)).toBe("2025-03-04");
    expect(lastUpdated(file("b.md"), {}, dates)).toBe("2026-05-06");
  });

  it("falls back to the front matter in a shallow clone, where every file has the same one commit", () => {
    const shallow = path.join(dir, "shallow");
    git(dir, ["clone", "-q", "--depth", "1", `file://${repo}`, shallow]);
    const dates = gitChangeDates(path.join(shallow, "content"));
    expect(dates).toBeNull();
    const file = path.join(shallow, "content", "a.md");
    expect(lastUpdated(file, { updated: "2025-01-01", published: "2024-01-01" }, dates)).toBe("2025-01-01");
    expect(lastUpdated(file, { published: "2024-01-01" }, dates)).toBe("2024-01-01");
    expect(lastUpdated(file, {}, dates)).toBeUndefined();
  });

  it("falls back outside a repository", () => {
    expect(gitChangeDates(dir)).toBeNull();
  });
});

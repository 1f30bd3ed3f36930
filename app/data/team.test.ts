import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import en from "~/locales/en/about.json";
import es from "~/locales/es/about.json";
import pt from "~/locales/pt/about.json";
import { avatarSrc, membersOf, personBy, TEAM, TEAM_GROUPS } from "./team";

const PUBLIC = path.join(import.meta.dirname, "../../public");

describe("team", () => {
  it("fills every group and gives each person a unique id", () => {
    for (const group of TEAM_GROUPS) expect(membersOf(group).length).toBeGreaterThanOrEqual(3);
    expect(new Set(TEAM.map((member) => member.id)).size).toBe(TEAM.length);
  });

  it("has a small SVG avatar without text or remote references for everyone", () => {
    for (const member of TEAM) {
      const file = path.join(PUBLIC, avatarSrc(member));
      const svg = fs.readFileSync(file, "utf8");
      expect(svg.length, member.id).toBeLessThan(12 * 1024);
      expect(svg).not.toMatch(/<text|<image|href="http/);
    }
  });

  it("has a role line for everyone in pt, en and es", () => {
    for (const locale of [pt, en, es]) {
      for (const member of TEAM)
        expect((locale.team.members as Record<string, string>)[member.id], member.id).toBeTruthy();
    }
  });
});

describe("people behind the content", () => {
  const root = path.join(import.meta.dirname, "../../content");
  const frontMatter = (folder: string, pattern: RegExp) =>
    fs
      .readdirSync(path.join(root, folder))
      .flatMap((file) =>
        [...fs.readFileSync(path.join(root, folder, file), "utf8").matchAll(pattern)].map((match) => match[1]!),
      );

  it("every blog author handle resolves to a person of the team, in every language", () => {
    for (const lang of ["pt", "en", "es"]) {
      const handles = new Set(frontMatter(`blog/${lang}`, /^user: "?(@[a-z0-9._-]+)"?$/gm));
      expect(handles.size).toBeGreaterThan(0);
      for (const handle of handles) expect(personBy(handle)?.handle, handle).toBe(handle);
    }
  });

  it("every instructor of a course or workshop page is on the team", () => {
    const instructors = new Set(frontMatter("events/landings/pt", /- type: person\n\s+name: (.+)$/gm));
    expect(instructors.size).toBeGreaterThanOrEqual(4);
    for (const name of instructors) expect(personBy(name.trim())?.name, name).toBe(name.trim());
  });
});

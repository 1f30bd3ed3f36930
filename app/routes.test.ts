import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROUTES = path.join(import.meta.dirname, "routes");
const pascal = (file: string) =>
  path
    .basename(file, ".tsx")
    .split("-")
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join("");

describe("route modules", () => {
  it("name their screen after the file: routes/about-team.tsx renders AboutTeamPage", () => {
    const screens = fs.readdirSync(ROUTES).filter((file) => file.endsWith(".tsx"));
    const named = screens.flatMap((file) => {
      const match = /^export default function (\w+)\(/m.exec(fs.readFileSync(path.join(ROUTES, file), "utf8"));
      return match ? [[file, match[1]]] : [];
    });
    expect(named.length).toBeGreaterThan(20);
    expect(named).toEqual(named.map(([file]) => [file, `${pascal(file!)}Page`]));
  });
});

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { builtStylesheets } from "./built-stylesheets";

describe("builtStylesheets", () => {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), "sheets-"));
  const dir = path.join(parent, "assets");
  fs.mkdirSync(dir);
  fs.writeFileSync(path.join(dir, "root-AbC_1.css"), ".a{color:red}");
  fs.writeFileSync(path.join(parent, "outside.css"), ".secret{}");
  const read = builtStylesheets(dir);
  afterAll(() => fs.rmSync(parent, { recursive: true, force: true }));

  it("reads a built sheet by the address a page links it at, with or without React Router's #", () => {
    expect(read("/assets/root-AbC_1.css")).toBe(".a{color:red}");
    expect(read("/assets/root-AbC_1.css#")).toBe(".a{color:red}");
  });

  it("knows nothing outside the build's assets, nor a sheet that is not there", () => {
    expect(read("/assets/../outside.css")).toBeUndefined();
    expect(read("/other/root-AbC_1.css")).toBeUndefined();
    expect(read("/assets/missing.css")).toBeUndefined();
  });
});

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { builtStylesheets } from "./built-stylesheets";

describe("builtStylesheets", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sheets-"));
  fs.writeFileSync(path.join(dir, "root-AbC_1.css"), ".a{color:red}");
  fs.writeFileSync(path.join(os.tmpdir(), "outside.css"), ".secret{}");
  const read = builtStylesheets(dir);

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

import fs from "node:fs";
import path from "node:path";

/** How a page links a built stylesheet: `/assets/<name>-<hash>.css`, React Router adding `#` to some. */
const BUILT_STYLESHEET = /^\/assets\/([\w-]+\.css)#?$/;

/** The text of the build's stylesheets by the address a page links them at, each read from `assetsDir` once. */
export function builtStylesheets(assetsDir: string): (href: string) => string | undefined {
  const sheets = new Map<string, string | undefined>();
  return (href) => {
    const name = BUILT_STYLESHEET.exec(href)?.[1];
    if (name === undefined) return undefined;
    if (!sheets.has(name)) sheets.set(name, readIfThere(path.join(assetsDir, name)));
    return sheets.get(name);
  };
}

function readIfThere(file: string): string | undefined {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}

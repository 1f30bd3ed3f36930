/**
 * React Router's boot, read from a server-rendered document: the `<link rel="modulepreload">` tags and
 * the one inline module script of static imports, the globals it sets, and the dynamic import of the
 * client entry. React Router offers no option to change how the boot loads, so this module is the one
 * place that knows the shape of its output; `boot-script.build.test.ts` reads the output of the
 * installed React Router with this module, so an upgrade that changes the shape fails there, by name.
 */
export interface BootScript {
  /** The opening `<script type="module">` tag, nonce included. */
  openTag: string;
  /** What React Router preloads, in its order (the client entry and every module of the page's routes). */
  modulePreloads: string[];
  /** The static imports in order: `import * as <binding> from "<url>"`, or `import "<url>"` (binding ""). */
  imports: { binding: string; url: string }[];
  /** The statements between the imports and the entry, which read the bindings (route module globals). */
  setup: string;
  /** The client entry, which React Router imports last. */
  entry: string;
}

/** The boot script has a form this module was not written for: it must be read anew before the page can use it. */
export class BootScriptShapeError extends Error {
  override name = "BootScriptShapeError";
}

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const MODULE_SCRIPT = /(<script[^>]*type="module"[^>]*>)([\s\S]*?)<\/script>/;
const STATIC_IMPORT = /import (?:\* as ([\w$]+) from )?"([^"]+)";/g;
const ENTRY_IMPORT = /\nimport\("([^"]+)"\);\s*$/;

/** The boot of a document, or null for a document without one (an error page rendered without scripts). */
export function readBootScript(html: string): BootScript | null {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return null;
  const [, openTag, body] = script as unknown as [string, string, string];
  const entry = ENTRY_IMPORT.exec(body);
  if (!entry) throw new BootScriptShapeError("the boot module no longer ends with import(<client entry>)");
  const imports: BootScript["imports"] = [];
  const setup = body
    .slice(0, entry.index)
    .replace(STATIC_IMPORT, (_, binding: string | undefined, url: string) => {
      imports.push({ binding: binding ?? "", url });
      return "";
    })
    .trim()
    .replace(/^;/, "")
    .trim();
  if (/(^|[;\n])\s*import[\s{*"]/.test(setup)) {
    throw new BootScriptShapeError(`the boot module has an import of a kind not read here: ${setup.slice(0, 160)}`);
  }
  if (!setup.includes("window.__reactRouterRouteModules")) {
    throw new BootScriptShapeError("the boot module no longer sets window.__reactRouterRouteModules");
  }
  return {
    openTag,
    modulePreloads: [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!),
    imports,
    setup,
    entry: entry[1]!,
  };
}

/** The document with React Router's module preloads removed and its boot module's body replaced by `script`. */
export function replaceBootScript(html: string, boot: BootScript, script: string): string {
  return html.replace(MODULE_PRELOAD, "").replace(MODULE_SCRIPT, () => `${boot.openTag}${script}</script>`);
}

/** React Router's inline scripts of the hydration data: its context (which opens the data stream) and the stream's chunks. */
const HYDRATION_DATA_SCRIPT = /<script nonce="([^"]*)">(window\.__reactRouterContext[\s\S]*?)<\/script>/g;
const INERT_TYPE = "text/x-hydration-data";

/**
 * The document with the hydration data's scripts given a type the browser does not run, so a page that may
 * never hydrate does not compile and run them at load; `RUN_HYDRATION_DATA` runs them just before hydrating.
 */
export function inertHydrationData(html: string): { html: string; scripts: number } {
  let scripts = 0;
  const inert = html.replace(HYDRATION_DATA_SCRIPT, (_, nonce: string, body: string) => {
    scripts++;
    return `<script type="${INERT_TYPE}" nonce="${nonce}">${body}</script>`;
  });
  return { html: inert, scripts };
}

/** Runs the inert scripts in document order, each as a new script with the same nonce, which the CSP allows. */
export const RUN_HYDRATION_DATA = `document.querySelectorAll('script[type="${INERT_TYPE}"]').forEach((inert)=>{const script=document.createElement("script");script.nonce=inert.nonce;script.textContent=inert.textContent;inert.replaceWith(script)});`;

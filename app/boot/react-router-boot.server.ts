import { BOOT_DATA_ID, BOOT_PROGRAM_ATTRIBUTE, INERT_SCRIPT_TYPE, type BootData } from "./boot-data";

/**
 * React Router's boot, read from a server-rendered document: the `<link rel="modulepreload">` tags and the one
 * inline module script of static imports, the route modules' global it sets, and the dynamic import of the
 * client entry. React Router offers no option to change how the boot loads, so this is the one adapter of its
 * output: it turns the boot into data (boot-data.ts) that our own boot program runs. `tests/integration/react-router-boot-build.test.ts`
 * reads the output of the installed React Router with it, so an upgrade that changes the shape fails there, by name.
 */
export interface ReactRouterBoot {
  /** The opening `<script type="module">` tag, nonce included. */
  openTag: string;
  /** What React Router preloads, in its order (the client entry and every module of the page's routes). */
  modulePreloads: string[];
  /** The static imports, in order (the route manifest's module, then the routes' modules or their chunks). */
  imports: string[];
  /** Route id → the imports whose exports make its module (one, or a route's chunks merged in this order). */
  routeModules: Record<string, string[]>;
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
/** A route split in chunks: `const route0 = {...route0_clientLoader,...route0_main};`. */
const MERGED_CHUNKS = /^const ([\w$]+) = \{((?:\.\.\.[\w$]+,?)+)\};$/;
const ROUTE_MODULES = /^window\.__reactRouterRouteModules = \{(.*)\};$/;
const ROUTE_ENTRY = /("(?:[^"\\]|\\.)*"):([\w$]+)/g;

/** The boot of a document, or null for a document without one (an error page rendered without scripts). */
export function readReactRouterBoot(html: string): ReactRouterBoot | null {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return null;
  const [, openTag, body] = script as unknown as [string, string, string];
  const entry = ENTRY_IMPORT.exec(body);
  if (!entry) throw new BootScriptShapeError("the boot module no longer ends with import(<client entry>)");
  const bindings = new Map<string, string[]>();
  const imports: string[] = [];
  const setup = body
    .slice(0, entry.index)
    .replace(STATIC_IMPORT, (_, binding: string | undefined, url: string) => {
      imports.push(url);
      if (binding) bindings.set(binding, [url]);
      return "";
    })
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && line !== ";");
  let routeModules: Record<string, string[]> | undefined;
  for (const statement of setup) {
    const merged = MERGED_CHUNKS.exec(statement);
    const routes = ROUTE_MODULES.exec(statement);
    if (merged) {
      const parts = merged[2]!.split(",").filter(Boolean);
      bindings.set(
        merged[1]!,
        parts.flatMap((part) => boundUrls(bindings, part.slice(3))),
      );
    } else if (routes && !routeModules) {
      routeModules = readRouteModules(routes[1]!, bindings);
    } else if (/^import[\s{*"]/.test(statement)) {
      throw new BootScriptShapeError(
        `the boot module has an import of a kind not read here: ${statement.slice(0, 160)}`,
      );
    } else {
      throw new BootScriptShapeError(`the boot module has a statement not read here: ${statement.slice(0, 160)}`);
    }
  }
  if (!routeModules) throw new BootScriptShapeError("the boot module no longer sets window.__reactRouterRouteModules");
  return {
    openTag,
    modulePreloads: [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!),
    imports,
    routeModules,
    entry: entry[1]!,
  };
}

function readRouteModules(list: string, bindings: Map<string, string[]>): Record<string, string[]> {
  const routes: Record<string, string[]> = {};
  const read: string[] = [];
  for (const [pair, id, binding] of list.matchAll(ROUTE_ENTRY)) {
    routes[JSON.parse(id!) as string] = boundUrls(bindings, binding!);
    read.push(pair);
  }
  if (read.join(",") !== list) {
    throw new BootScriptShapeError(`the route modules' global has a form not read here: ${list.slice(0, 160)}`);
  }
  return routes;
}

function boundUrls(bindings: Map<string, string[]>, binding: string): string[] {
  const urls = bindings.get(binding);
  if (!urls) throw new BootScriptShapeError(`the boot module uses ${binding}, which none of its imports binds`);
  return urls;
}

/** Our boot in the page: the inline loader's code (boot-loader.ts) and the address of the deferred boot it loads. */
export interface BootProgram {
  loader: string;
  url: string;
}

/**
 * The document with React Router's module preloads removed and its boot module replaced by `data` (as JSON in
 * `<script id="boot-data">`) and our boot loader, inline with the boot module's nonce, which requests the
 * program's file once the page has painted.
 */
export function replaceReactRouterBoot(
  html: string,
  boot: ReactRouterBoot,
  data: BootData,
  program: BootProgram,
): string {
  // In a <script> element "</script" would end it: JSON writes "<" as \u003c.
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  const nonce = NONCE.exec(boot.openTag)?.[1];
  const loader = `<script${nonce === undefined ? "" : ` nonce="${nonce}"`} ${BOOT_PROGRAM_ATTRIBUTE}="${program.url}">${program.loader}</script>`;
  return html
    .replace(MODULE_PRELOAD, "")
    .replace(MODULE_SCRIPT, () => `<script id="${BOOT_DATA_ID}" type="application/json">${json}</script>${loader}`);
}

const NONCE = /\bnonce="([^"]*)"/;

/** React Router's inline scripts of the hydration data: its context (which opens the data stream) and the stream's chunks. */
const HYDRATION_DATA_SCRIPT = /<script nonce="([^"]*)">(window\.__reactRouterContext[\s\S]*?)<\/script>/g;

/**
 * The document with the hydration data's scripts given a type the browser does not run, so a page
 * that may never hydrate does not compile and run them at load; the boot runs them just before hydrating.
 */
export function inertHydrationData(html: string): { html: string; scripts: number } {
  let scripts = 0;
  const inert = html.replace(HYDRATION_DATA_SCRIPT, (_, nonce: string, body: string) => {
    scripts++;
    return `<script type="${INERT_SCRIPT_TYPE}" nonce="${nonce}">${body}</script>`;
  });
  return { html: inert, scripts };
}

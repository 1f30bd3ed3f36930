import { createHash } from "node:crypto";
import path from "node:path";
import { build, type Plugin, type Rolldown } from "vite";

const QUERY = /\?(inline-script|script-url)$/;
const PREFIX = { "inline-script": "\0inline-script:", "script-url": "\0script-url:" } as const;
type Form = keyof typeof PREFIX;
const PROGRAM_ID = /^\0(inline-script|script-url):/;
const APP = path.resolve(import.meta.dirname, "../..", "app");

/** The boot programs pages load as files (`?script-url`): the client build writes them. */
const SERVED_PROGRAMS = ["app/boot/deferred-boot.ts", "app/boot/prefetch-worker.ts", "app/boot/toast-forms.ts"];

/**
 * Boot programs (app/boot/, decision 015) built by Vite into one minified script each, their imports bundled in:
 * - `import source from "~/boot/theme.ts?inline-script"`: the module's default export, run as a program, given
 *   as a string, for a page to inline with its nonce;
 * - `import url from "~/boot/deferred-boot.ts?script-url"`: the same program as a file of the client build
 *   (`/assets/<name>-<hash of its code>.js`, cached for a year), for a page to load with its nonce. The client build
 *   writes the files of `SERVED_PROGRAMS`; asking the address of another stops the build.
 * The browser parts of the boot are so typed, linted and tested TypeScript.
 */
export function inlineScriptPlugin(): Plugin {
  const built = new Map<string, Promise<{ code: string; files: string[] }>>();
  const servedFiles = new Set(SERVED_PROGRAMS.map((file) => path.resolve(APP, "..", file)));
  const script = (file: string): Promise<{ code: string; files: string[] }> => {
    const known =
      built.get(file) ??
      buildScript(file, programs).then(async ({ code, files }) => ({
        code,
        // A program another program imports brings its own sources.
        files: (
          await Promise.all(
            files.map(async (id) => (PROGRAM_ID.test(id) ? (await script(id.replace(PROGRAM_ID, ""))).files : [id])),
          )
        ).flat(),
      }));
    built.set(file, known);
    // A failed build (a syntax error while editing) is tried again at the next request.
    known.catch(() => built.get(file) === known && built.delete(file));
    return known;
  };
  /** Resolves and loads both forms; the programs' own builds use it too, so a program may ask another's address. */
  const programs: Plugin = {
    name: "niot-inline-script",
    enforce: "pre",
    resolveId: {
      filter: { id: QUERY },
      async handler(source, importer) {
        const [, form] = QUERY.exec(source) as unknown as [string, Form];
        const file = source.slice(0, -(form.length + 1));
        const resolved = file.startsWith("~/")
          ? path.join(APP, file.slice(2))
          : (await this.resolve(file, importer, { skipSelf: true }))?.id;
        return resolved ? PREFIX[form] + resolved : undefined;
      },
    },
    load: {
      filter: { id: PROGRAM_ID },
      async handler(id) {
        const form: Form = id.startsWith(PREFIX["script-url"]) ? "script-url" : "inline-script";
        const file = id.slice(PREFIX[form].length);
        const { code, files } = await script(file);
        for (const watched of files) this.addWatchFile(watched);
        if (form === "inline-script") return `export default ${JSON.stringify(code)};`;
        if (!servedFiles.has(file))
          throw new Error(`${file}: not among the programs the client build serves (vite.config.ts)`);
        return `export default ${JSON.stringify(`/${servedFileName(file, code)}`)};`;
      },
    },
  };
  return {
    ...programs,
    async generateBundle() {
      if (this.environment.name !== "client") return;
      for (const file of servedFiles) {
        const { code } = await script(file);
        this.emitFile({ type: "asset", fileName: servedFileName(file, code), source: code });
      }
    },
    async watchChange(changed) {
      for (const [file, known] of built) {
        const result = await known.catch(() => null);
        if (!result || result.files.includes(changed)) built.delete(file);
      }
    },
  };
}

/** The program's file in the client build: named by its code, so a changed program is a new address. */
function servedFileName(file: string, code: string): string {
  const hash = createHash("sha256").update(code).digest("base64url").slice(0, 8);
  return `assets/${path.basename(file, path.extname(file))}-${hash}.js`;
}

/**
 * One program, minified, its imports bundled in. `programs` resolves the program's own `?script-url` imports (the
 * deferred boot names the prefetch worker's file); their sources count among the program's files.
 */
async function buildScript(file: string, programs: Plugin): Promise<{ code: string; files: string[] }> {
  const entry = `\0inline-script-entry`;
  const output = (await build({
    configFile: false,
    logLevel: "silent",
    publicDir: false,
    resolve: { alias: { "~": APP } },
    plugins: [
      programs,
      {
        name: "niot-inline-script-entry",
        resolveId: (source) => (source === entry ? entry : undefined),
        load: (id) => (id === entry ? `import run from ${JSON.stringify(file)};\nrun();` : undefined),
      },
    ],
    build: {
      write: false,
      minify: true,
      target: "es2022",
      modulePreload: false,
      rolldownOptions: { input: entry, output: { format: "iife" } },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const chunk = (Array.isArray(output) ? output[0]! : output).output.find(
    (item): item is Rolldown.OutputChunk => item.type === "chunk",
  );
  if (!chunk) throw new Error(`${file}: the inline script's build produced no chunk`);
  const code = chunk.code.trim();
  // The HTML parser would end the inline <script> there.
  if (/<\/script|<!--/i.test(code)) throw new Error(`${file}: an inline script may not contain "</script" or "<!--"`);
  return { code, files: chunk.moduleIds.filter((id) => path.isAbsolute(id) || PROGRAM_ID.test(id)) };
}

import path from "node:path";
import { build, type Plugin, type Rolldown } from "vite";

const QUERY = "?inline-script";
const PREFIX = "\0inline-script:";
const APP = path.resolve(import.meta.dirname, "../../app");

/**
 * `import source from "~/boot/theme.ts?inline-script"`: the module's default export, run as a program, built
 * by Vite into one minified script (its imports bundled in) and given as a string, for a page to inline with
 * its nonce. The browser parts of the boot are so typed, linted and tested TypeScript (app/boot/, decision 015).
 */
export function inlineScriptPlugin(): Plugin {
  const built = new Map<string, { code: string; files: string[] }>();
  return {
    name: "niot-inline-script",
    enforce: "pre",
    resolveId: {
      filter: { id: /\?inline-script$/ },
      async handler(source, importer) {
        const file = source.slice(0, -QUERY.length);
        const resolved = file.startsWith("~/")
          ? path.join(APP, file.slice(2))
          : (await this.resolve(file, importer, { skipSelf: true }))?.id;
        return resolved ? PREFIX + resolved : undefined;
      },
    },
    load: {
      filter: { id: /^\0inline-script:/ },
      async handler(id) {
        const file = id.slice(PREFIX.length);
        const script = built.get(file) ?? (await buildScript(file));
        built.set(file, script);
        for (const watched of script.files) this.addWatchFile(watched);
        return `export default ${JSON.stringify(script.code)};`;
      },
    },
    watchChange(changed) {
      for (const [file, script] of built) if (script.files.includes(changed)) built.delete(file);
    },
  };
}

async function buildScript(file: string): Promise<{ code: string; files: string[] }> {
  const entry = `\0inline-script-entry`;
  const output = (await build({
    configFile: false,
    logLevel: "silent",
    publicDir: false,
    resolve: { alias: { "~": APP } },
    plugins: [
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
  return { code, files: chunk.moduleIds.filter((id) => path.isAbsolute(id)) };
}

/** The prefix of the chunks holding React, React DOM and React Router: what the bench reports as "framework". */
export const FRAMEWORK_CHUNK = "framework";

/** What rolldown's chunking tells a group's `name` about the module graph. */
interface ChunkingContext {
  getModuleInfo(id: string): { importers: readonly string[] } | null;
}

const APP_MODULE = /[\\/]app[\\/]/;
const LAZY_MODULE = /[\\/]schemas\.tsx?$/;
const STYLESHEET = /\.css$/;
const ROOT_MODULE = /[\\/]app[\\/]root\.tsx(\?|$)/;

/**
 * The client's chunks. Left to itself the bundler cut every module shared by two entries into a
 * chunk of its own: a page loaded dozens of modules, most under 1 KiB, and each one cost the phone a
 * request, a preload and a module record before hydration could start. Groups instead: the
 * framework in two chunks (React with React DOM, then React Router: the boot evaluates each in a task
 * of its own, decision 008); "shared", every module of ours that the root route imports, which every
 * page loads anyway (the site shell, helpers, components), and the stylesheets of components that
 * several routes use, so that they come before the routes' own sheets (decision 007); and the other
 * modules that several routes share but the root does not (a page kind's cards, forms, hero), grouped by
 * the routes that use them, so a page does not load another page's parts. Route modules stay apart; the
 * form schemas (zod) stay lazy (the search dialog's program is a file of its own: search-dialog.tsx).
 */
export function clientChunkGroups() {
  const rootImports = new Map<string, boolean>();
  /** Whether the root route reaches the module through static imports (an import cycle counts as not). */
  const importedByRoot = (id: string, ctx: ChunkingContext): boolean => {
    const known = rootImports.get(id);
    if (known !== undefined) return known;
    rootImports.set(id, false);
    const found =
      ROOT_MODULE.test(id) || (ctx.getModuleInfo(id)?.importers ?? []).some((by) => importedByRoot(by, ctx));
    rootImports.set(id, found);
    return found;
  };
  const ours = (id: string) => APP_MODULE.test(id) && !LAZY_MODULE.test(id);
  return [
    { name: `${FRAMEWORK_CHUNK}-react`, test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 4 },
    {
      name: `${FRAMEWORK_CHUNK}-router`,
      test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/,
      priority: 3,
    },
    {
      name: (id: string, ctx: ChunkingContext) =>
        ours(id) && (importedByRoot(id, ctx) || STYLESHEET.test(id)) ? "shared" : null,
      debugName: "shared",
      test: ours,
      minShareCount: 2,
      priority: 2,
    },
    // Small subgroups merge into their nearest neighbour, so that a page does not load a dozen tiny chunks.
    { name: "pages", test: ours, minShareCount: 2, entriesAware: true, entriesAwareMergeThreshold: 2000, priority: 1 },
  ];
}

/** A chunk of parts that several pages share is named after its group, not after every route that loads it. */
export const chunkFileNames = ({ name }: { name: string }) =>
  name.startsWith("pages~") ? "assets/pages-[hash].js" : "assets/[name]-[hash].js";

import path from "node:path";
import type { Plugin } from "vite";
import { loadPlans } from "./collections/plans";
import { loadContent } from "./load-content";
import { convertUploadedImages, IMAGES_FOLDER } from "./served-images";
import { contentRoot } from "./site-root";

const VIRTUAL_ID = "virtual:content";
const RESOLVED_ID = "\0virtual:content";
/** The plans alone (content/plans/plans.yml): the plans page's islands import them, not the whole content. */
const PLANS_ID = "virtual:plans";
const RESOLVED_PLANS_ID = "\0virtual:plans";

/** Serves the checked content as a module; a broken content file fails the build (or the dev page). */
export function contentPlugin(): Plugin {
  return {
    name: "niot-content",
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : id === PLANS_ID ? RESOLVED_PLANS_ID : undefined),
    // Before the content is read: the WebP of every JPG an entry may name.
    buildStart: async () => void (await convertUploadedImages()),
    load(id) {
      if (id === RESOLVED_PLANS_ID) return `export default ${JSON.stringify(loadPlans(contentRoot()))};`;
      if (id !== RESOLVED_ID) return;
      const content = loadContent();
      return `export default ${JSON.stringify(content)};`;
    },
    configureServer(server) {
      // A file written, added (a new entry from the editor) or removed reloads the content.
      const root = contentRoot();
      server.watcher.add(root);
      const reload = (file: string) => {
        if (!path.resolve(file).startsWith(root + path.sep)) return;
        for (const id of [RESOLVED_ID, RESOLVED_PLANS_ID]) {
          const module = server.moduleGraph.getModuleById(id);
          if (module) server.moduleGraph.invalidateModule(module);
        }
      };
      for (const event of ["change", "add", "unlink"] as const) server.watcher.on(event, reload);
      // A JPG uploaded through the editor gets its WebP at once.
      const convert = (file: string) => {
        if (path.resolve(file).startsWith(IMAGES_FOLDER + path.sep) && /\.jpe?g$/i.test(file))
          void convertUploadedImages().catch((error: unknown) => server.config.logger.error(String(error)));
      };
      for (const event of ["change", "add"] as const) server.watcher.on(event, convert);
    },
  };
}

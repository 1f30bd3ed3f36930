import type { Plugin } from "vite";
import { loadContent } from "./load-content";

const VIRTUAL_ID = "virtual:content";
const RESOLVED_ID = "\0virtual:content";

/** Serves the checked content as a module; a broken content file fails the build (or the dev page). */
export function contentPlugin(): Plugin {
  return {
    name: "niot-content",
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return;
      const content = loadContent();
      return `export default ${JSON.stringify(content)};`;
    },
    configureServer(server) {
      server.watcher.add("content");
      server.watcher.on("change", (file) => {
        if (!file.includes("/content/")) return;
        const module = server.moduleGraph.getModuleById(RESOLVED_ID);
        if (module) server.moduleGraph.invalidateModule(module);
      });
    },
  };
}

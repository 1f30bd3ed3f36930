import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routeConfig from "~/routes";
import type { RouteTable } from "../../server/route-table";

const APP = path.resolve(import.meta.dirname, "../../app");
let table: Promise<RouteTable> | undefined;

/** The route table the build would have, read from app/routes.ts and the route modules (Vitest only: they import CSS). */
export function sourceRouteTable(): Promise<RouteTable> {
  table ??= (async () => {
    const routes: RouteTable = {};
    const add = async (entries: RouteConfigEntry[], parentId?: string) => {
      for (const entry of entries) {
        const id = entry.id ?? entry.file.replace(/\.tsx?$/, "");
        const module = (await import(/* @vite-ignore */ path.join(APP, entry.file))) as { action?: unknown };
        routes[id] = { id, path: entry.path, index: entry.index, parentId, module };
        await add(entry.children ?? [], id);
      }
    };
    await add(routeConfig);
    return routes;
  })();
  return table;
}

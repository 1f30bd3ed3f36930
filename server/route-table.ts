import type { RequestHandler } from "express";
import { matchRoutes, type RouteObject } from "react-router";

/** A route of React Router's build (`ServerBuild["routes"]`), as the server reads it. */
export interface RouteEntry {
  id: string;
  path?: string;
  index?: boolean;
  parentId?: string;
  module?: { action?: unknown; handle?: unknown };
}

export type RouteTable = Record<string, RouteEntry | undefined>;

/** Each page route with its full address pattern ("/", "/about/team", "/:slug"); the root and pathless layouts left out. */
export function routeAddresses(routes: RouteTable): { address: string; route: RouteEntry }[] {
  const fullPath = (route: RouteEntry): string => {
    const parent = route.parentId ? routes[route.parentId] : undefined;
    const prefix = parent ? fullPath(parent) : "";
    return [prefix, route.path ?? ""].filter(Boolean).join("/").replace(/\/+/g, "/");
  };
  const pages = Object.values(routes).filter(
    (route): route is RouteEntry => !!route && route.id !== "root" && !!(route.path || route.index),
  );
  return pages.map((route) => ({
    address: `/${fullPath(route)}`.replace(/\/+/g, "/").replace(/(.)\/$/, "$1"),
    route,
  }));
}

/**
 * Names each page request by its route's pattern ("/article/:slug"; a client navigation's `.data`
 * request as its page) in res.locals, for the request log and the metrics.
 */
export function labelPageRoutes(routes: () => Promise<RouteTable>): RequestHandler {
  const matchers = new WeakMap<RouteTable, RouteObject[]>();
  return async (req, res, next) => {
    try {
      const table = await routes();
      if (!matchers.has(table))
        matchers.set(
          table,
          routeAddresses(table).map(({ address }) => ({ path: address })),
        );
      const path = req.path.replace(/\.data$/, "") || "/";
      res.locals.routePattern = matchRoutes(matchers.get(table)!, path)?.at(-1)?.route.path ?? "unmatched";
      next();
    } catch (error) {
      next(error);
    }
  };
}

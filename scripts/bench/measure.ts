import fs from "node:fs";
import http from "node:http";
import zlib from "node:zlib";
import autocannon from "autocannon";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { FRAMEWORK_CHUNK } from "../vite/chunk-groups";

export interface Throughput {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  statuses: Record<string, number>;
  errors: number;
  total: number;
  /** How long the run took, in seconds. */
  seconds: number;
}

/** autocannon for a fixed duration on loopback; bounded in time, stops by itself. */
export async function hammer(options: autocannon.Options): Promise<Throughput> {
  const result = await autocannon({ connections: 20, duration: 10, ...options });
  return {
    // Over the whole run: the per-sample average is skewed by a last, partial sample.
    requestsPerSecond: Math.round(result.requests.total / result.duration),
    p50: result.latency.p50,
    p99: result.latency.p99,
    statuses: {
      "2xx": result["2xx"],
      "4xx": result["4xx"],
      "5xx": result["5xx"],
      ...Object.fromEntries(
        Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, (stat as { count: number }).count]),
      ),
    },
    errors: result.errors + result.timeouts,
    total: result.requests.total,
    seconds: result.duration,
  };
}

export interface RouteWeight {
  path: string;
  jsGzip: number;
  /** Of jsGzip, the framework chunks: react, react-dom and react-router. */
  frameworkGzip: number;
  cssGzip: number;
  /** The translation files the first page load fetches before hydrating (not JavaScript). */
  translationsGzip: number;
  /** The page loads its scripts on demand (decision 011): none of jsGzip is part of its first load. */
  onDemand: boolean;
  /** The HTML response as a first visit receives it (brotli, as browsers ask), status line and headers included. */
  documentBytes: number;
  /** The page writes its stylesheets into its HTML (decision 046): it requests none before it paints. */
  carriesStylesheets: boolean;
}

/**
 * What a new TCP connection delivers in its first round trip: 10 segments of 1,460 bytes (RFC 6928, and
 * Lighthouse's simulation). A page whose response fits arrives one round trip sooner (decision 012).
 */
export const FIRST_ROUND_TRIP_BYTES = 10 * 1460;

/** The first two round trips: the window doubles for the second (decision 046). */
export const TWO_ROUND_TRIPS_BYTES = 3 * FIRST_ROUND_TRIP_BYTES;

/** Bytes of a page's response on the wire, read with node:http, which does not decode the body. */
function documentBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": "br, gzip", "accept-language": "pt-BR" } }, (res) => {
        let bytes = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`.length + 2;
        for (let i = 0; i < res.rawHeaders.length; i += 2)
          bytes += `${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`.length;
        res.on("data", (chunk: Buffer) => (bytes += chunk.length));
        res.on("end", () => resolve(bytes));
      })
      .on("error", reject);
  });
}

interface ManifestEntry {
  module: string;
  imports?: string[];
  css?: string[];
}

type Build = ServerBuild & {
  assets: {
    url: string;
    entry: ManifestEntry;
    routes: Record<string, ManifestEntry & { id: string; parentId?: string; path?: string; index?: boolean }>;
  };
};

/** The route tree of the server build, for matchRoutes. */
function routeTree(build: Build): RouteObject[] {
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    Object.values(build.assets.routes)
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, index: true }
          : { id: route.id, path: route.path, children: childrenOf(route.id) },
      );
  return childrenOf(undefined);
}

/**
 * Initial JS and CSS of a page from the build manifest: the client entry and, for every route the
 * address matches, its module, its imports and its stylesheets, gzipped, and the route manifest module
 * (every page loads it: routeDiscovery "initial"); plus the translation files its HTML names.
 */
export async function routeWeight(base: string, path: string, build: Build): Promise<RouteWeight> {
  const matches = matchRoutes(routeTree(build), path) ?? [];
  const entries = [build.assets.entry, ...matches.map((match) => build.assets.routes[match.route.id!]!)];
  const scripts = [build.assets.url, ...entries.flatMap((entry) => [entry.module, ...(entry.imports ?? [])])];
  const styles = entries.flatMap((entry) => entry.css ?? []);
  const html = await (await fetch(base + path)).text();
  const named = /<script id="page-translations" type="application\/json">([^<]*)<\/script>/.exec(html);
  const translations = named ? Object.values((JSON.parse(named[1]!) as { urls: Record<string, string> }).urls) : [];
  const gzipSize = async (urls: string[]) => {
    let total = 0;
    for (const url of new Set(urls))
      total += zlib.gzipSync(Buffer.from(await (await fetch(new URL(url, base))).arrayBuffer())).length;
    return total;
  };
  return {
    path,
    jsGzip: await gzipSize(scripts),
    frameworkGzip: await gzipSize(scripts.filter((url) => url.split("/").pop()!.startsWith(`${FRAMEWORK_CHUNK}-`))),
    cssGzip: await gzipSize(styles),
    translationsGzip: await gzipSize(translations),
    onDemand: /<html[^>]* data-scripts="on-demand"/.test(html),
    documentBytes: await documentBytes(base + path),
    carriesStylesheets: /<style nonce="[^"]*">/.test(html),
  };
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** CPU time (user + system, seconds) a process has used so far, from Linux's /proc; NaN elsewhere. */
export function processCpuSeconds(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

import zlib from "node:zlib";
import autocannon from "autocannon";

export interface Throughput {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  statuses: Record<string, number>;
  errors: number;
  total: number;
}

/** autocannon for a fixed duration on loopback; bounded in time, stops by itself. */
export async function hammer(options: autocannon.Options): Promise<Throughput> {
  const result = await autocannon({ connections: 20, duration: 10, ...options });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    statuses: { "2xx": result["2xx"], "4xx": result["4xx"], "5xx": result["5xx"], ...Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, (stat as { count: number }).count])) },
    errors: result.errors + result.timeouts,
    total: result.requests.total,
  };
}

export interface RouteWeight {
  path: string;
  jsGzip: number;
  cssGzip: number;
}

/** Initial JS and CSS of a page: every module preloaded or stylesheet linked by its HTML, gzipped. */
export async function routeWeight(base: string, path: string): Promise<RouteWeight> {
  const html = await (await fetch(base + path)).text();
  const scripts = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g), ...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1]!);
  const styles = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
  const gzipSize = async (urls: string[]) => {
    let total = 0;
    for (const url of new Set(urls)) total += zlib.gzipSync(Buffer.from(await (await fetch(new URL(url, base))).arrayBuffer())).length;
    return total;
  };
  return { path, jsGzip: await gzipSize(scripts), cssGzip: await gzipSize(styles) };
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { withoutScripts } from "./lighthouse";

/** Headers of a response that belong to its transfer or its visitor, not to the document. */
const TRANSFER_HEADERS = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "date",
  "set-cookie",
  "vary",
  "x-page-cache",
]);

/**
 * The host's floor: a document with a heading and a sentence, no stylesheet, image or script. What it costs is
 * what any page costs this host before its own content, and no page can go below it.
 */
export const FLOOR_DOCUMENT =
  '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  "<title>Página vazia</title></head><body><h1>Página vazia</h1><p>Só um título e uma frase.</p></body></html>";

/**
 * Serves each page's scriptless reference with the response headers the page itself was served with, and
 * passes every other request (stylesheets, images) through to the site unchanged.
 *
 * The headers are the site's security posture (CSP, Cross-Origin-Opener-Policy, Origin-Agent-Cluster…), not its
 * scripts: served without them, a reference skipped work any document of this site pays. Under Lighthouse,
 * COOP alone moves a document into a new browsing context group and costs the commit about 100 ms of simulated
 * main thread, on the page and on its reference alike (docs/decisions/014). The floor document is served with the
 * first route's headers.
 */
export async function startReferenceServer(site: string, routes: readonly string[]) {
  const references = new Map<string, { headers: Record<string, string>; body: Buffer }>();
  for (const [index, route] of routes.entries()) {
    const response = await fetch(site + route);
    const headers = Object.fromEntries([...response.headers].filter(([name]) => !TRANSFER_HEADERS.has(name)));
    const body = zlib.brotliCompressSync(withoutScripts(await response.text()), {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 },
    });
    references.set(`/__reference/${index}`, { headers: { ...headers, "content-encoding": "br" }, body });
  }
  const first = references.get("/__reference/0");
  if (first) references.set("/__floor", { headers: first.headers, body: zlib.brotliCompressSync(FLOOR_DOCUMENT) });
  const target = new URL(site);
  const server = http.createServer((request, response) => {
    const reference = references.get(request.url ?? "");
    if (reference) return void response.writeHead(200, reference.headers).end(reference.body);
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: request.url,
        method: request.method,
        headers: { ...request.headers, host: target.host },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on("error", () => response.writeHead(502).end());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    urlOf: (route: string) => `${base}/__reference/${routes.indexOf(route)}`,
    floorUrl: `${base}/__floor`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

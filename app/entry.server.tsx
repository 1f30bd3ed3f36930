import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type AppLoadContext, type EntryContext } from "react-router";

export const streamTimeout = 5_000;

/** Content addresses for the sitemap, read by the Express app from the server build. */
export { contentPaths } from "~/lib/content.server";

/** Pages have no deferred data, so every visitor gets the complete document at once. */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce } = loadContext;
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      onAllReady() {
        const body = new PassThrough();
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        if (!responseHeaders.has("Cache-Control")) responseHeaders.set("Cache-Control", "no-cache");
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
        pipe(body);
      },
      onShellError: reject,
      onError(error) {
        status = 500;
        console.error("[ssr]", error instanceof Error ? error.message : error);
      },
    });
    setTimeout(abort, streamTimeout + 1000).unref();
  });
}

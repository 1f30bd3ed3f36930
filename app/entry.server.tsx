import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { isRouteErrorResponse, ServerRouter, type AppLoadContext, type EntryContext } from "react-router";
import { DocumentHtmlProvider } from "~/components/html-block";
import { BundleSourceProvider } from "~/i18n/react";
import { bundleOf } from "~/i18n/resources.server";
import { deferHydration } from "~/boot/defer-hydration.server";
import { onDemand } from "~/lib/scripts-handle";
import { inlineStyles } from "~/lib/styles-handle";
import { inlineStylesheets } from "~/boot/inline-stylesheets.server";

export const streamTimeout = 5_000;

/** A visitor's wrong request (404, 405…) is answered with the error page, not logged as a failure of ours. */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (isRouteErrorResponse(error) && error.status < 500) return;
  if (request.signal.aborted) return;
  console.error(
    "[page]",
    request.method,
    new URL(request.url).pathname,
    error instanceof Error ? error.message : error,
  );
}

/** Content pages and their last change for the sitemap, read by the Express app from the server build. */
export { contentPages } from "~/content/sitemap-pages.server";

/** The courses taking registrations, read once by the Express app from the server build (its forms and page posts). */
export { courseCatalogue } from "~/content/events-content.server";

export { feedbackPages } from "~/content/feedback-pages.server";

/**
 * Pages have no deferred data, so every visitor gets the complete document at once; the built site
 * then hydrates after the first paint (deferHydration), or when a control needs it on a route whose handle
 * says `scripts: "on-demand"`; a route whose handle says `styles: "inline"` carries its stylesheets. The dev
 * server keeps Vite's own scripts and styles and hydrates every page.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const handles = routerContext.staticHandlerContext.matches.map(
    (match) => routerContext.routeModules[match.route.id]?.handle,
  );
  const stylesheets = import.meta.env.PROD && inlineStyles(handles) ? loadContext.stylesheets : undefined;
  stylesheets?.allowInline();
  const finish = import.meta.env.PROD
    ? (html: string) =>
        deferHydration(stylesheets ? inlineStylesheets(html, stylesheets.read, loadContext.nonce) : html, {
          onDemand: onDemand(handles),
        })
    : (html: string) => html;
  return renderDocument(request, responseStatusCode, responseHeaders, routerContext, loadContext, finish);
}

/** The document as React Router renders it, passed through `finish` (the boot script's test reads it unchanged). */
export function renderDocument(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
  finish: (html: string) => string,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce } = loadContext;
  const page = (
    <BundleSourceProvider value={bundleOf}>
      <DocumentHtmlProvider value={loadContext.documentHtml}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </DocumentHtmlProvider>
    </BundleSourceProvider>
  );
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      onAllReady() {
        const chunks: Buffer[] = [];
        const document = new Writable({
          write(chunk: Buffer, _encoding, done) {
            chunks.push(chunk);
            done();
          },
          final(done) {
            const html = Buffer.concat(chunks).toString("utf8");
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            if (!responseHeaders.has("Cache-Control")) responseHeaders.set("Cache-Control", "no-cache");
            resolve(new Response(finish(html), { headers: responseHeaders, status }));
            done();
          },
        });
        pipe(document);
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

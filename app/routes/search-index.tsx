import type { Route } from "./+types/search-index";
import { searchIndexFor } from "~/shell/search/search-index.server";

/**
 * The site search index of one language (/search-index.json?lang=pt|en|es), fetched by the search
 * dialog when it first opens: every page kind of the site, built on the server and cached.
 */
export function loader({ context, request }: Route.LoaderArgs) {
  const { body, etag } = searchIndexFor(context.lang, new Date());
  const headers = {
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": "public, max-age=300",
    ETag: etag,
    "X-Robots-Tag": "noindex",
    // Without ?lang= the language comes from the cookie or the browser.
    ...(new URL(request.url).searchParams.has("lang") ? {} : { Vary: "Cookie, Accept-Language" }),
  };
  if (request.headers.get("If-None-Match") === etag) return new Response(null, { status: 304, headers });
  return new Response(body, { headers });
}

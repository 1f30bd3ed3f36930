import type { Route } from "./+types/translations";
import { isLanguage, NAMESPACES, type Namespace } from "~/i18n/languages";
import { bundleOf, TRANSLATIONS_VERSION } from "~/i18n/resources.server";

const isNamespace = (value: string): value is Namespace => (NAMESPACES as readonly string[]).includes(value);

/**
 * One translation bundle as a file (/i18n/pt/home.json?v=…), fetched once per visitor while the
 * first page hydrates instead of riding inside every page's HTML. Cached for a year under the
 * current version; any other version is answered fresh and not cached.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const ns = params.file.replace(/\.json$/, "");
  if (!isLanguage(params.lang) || !isNamespace(ns) || !params.file.endsWith(".json")) {
    throw new Response("Not found", { status: 404 });
  }
  const current = new URL(request.url).searchParams.get("v") === TRANSLATIONS_VERSION;
  return Response.json(bundleOf(params.lang, ns), {
    headers: {
      "Cache-Control": current ? "public, max-age=31536000, immutable" : "no-cache",
      "X-Robots-Tag": "noindex",
    },
  });
}

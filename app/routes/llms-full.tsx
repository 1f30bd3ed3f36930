import type { Route } from "./+types/llms-full";
import { llmsText } from "~/content/llms-text.server";

/** /llms-full.txt: what /llms.txt lists, with the text of every docs section and article; ?lang= as pages. */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(llmsText(context.lang, context.siteUrl, true), {
    headers: { "Content-Type": "text/markdown; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

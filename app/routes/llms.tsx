import type { Route } from "./+types/llms";
import { llmsText } from "~/content/llms-text.server";

/** /llms.txt for AI assistants (llmstxt.org): docs sections and articles as a Markdown list; ?lang= as pages. */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(llmsText(context.lang, context.siteUrl, false), {
    headers: { "Content-Type": "text/markdown; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

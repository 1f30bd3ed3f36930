import type { Route } from "./+types/media-scene";
import type { RouteHandle } from "~/shell/site-shell";
import { ProductScene } from "~/features/home/product-scene";
import { metaTags } from "~/lib/meta-tags";
import { pageData } from "~/loaders/seo.server";

/**
 * The product scene that `npm run media:record` films for the home's video (scripts/media/record.ts): in the
 * language of `?lang=` and the theme of `?theme=light|dark` (dark, as the home, unless told). Not a page for
 * visitors: out of the sitemap and not indexed.
 */
export const handle: RouteHandle & { sitemap: false } = { sitemap: false };

export const meta: Route.MetaFunction = ({ data }) => [...metaTags(data?.seo), { name: "robots", content: "noindex" }];

export function loader({ context, request }: Route.LoaderArgs) {
  const theme = new URL(request.url).searchParams.get("theme") === "light" ? "light" : "dark";
  return { ...pageData(context, request, "home", ["home"]), theme };
}

export default function MediaScenePage({ loaderData: { theme } }: Route.ComponentProps) {
  return (
    <div style={{ colorScheme: theme }}>
      <ProductScene />
    </div>
  );
}

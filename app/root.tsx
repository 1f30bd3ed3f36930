import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  useMatches,
  useRouteError,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/root";
import { useOptionalRootData, type RootData } from "~/root-data";
import { ScrollRestoration } from "~/shell/scroll-restoration";
import { SiteShell, type RouteHandle } from "~/shell/site-shell";
import { PageTranslationsScript } from "~/i18n/page-translations-script";
import { bundlesFor, TRANSLATIONS_VERSION } from "~/i18n/resources.server";
import THEME_SCRIPT from "~/boot/theme.ts?inline-script";
import { hydrateOnScroll, onDemand } from "~/lib/scripts-handle";
import { SPECULATION_RULES } from "~/lib/speculation-rules";
import "~/styles/global.css";
import TEXT_FONT from "~/styles/fonts/figtree.woff2?url";
// Every icon set in one sprite, with root's stylesheet: one image for the browser to build, whatever sets a page
// shows (decisions 012 and 045).
import "~/components/sprite.icons.css";
import { SiteLink } from "~/components/site-link";

// No web app manifest: with `display: browser` it named nothing the page does not, and Chrome fetched it during
// every first load (under Lighthouse's simulation, a request started before the LCP that held the docs page's LCP
// back by a round trip: 1,208 → 1,132 ms without it).
// The text face is asked for with the document, not when the first layout finds it in the stylesheet (decision 054).
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "preload", href: TEXT_FONT, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

export function loader({ context }: Route.LoaderArgs): RootData {
  return {
    lang: context.lang,
    config: context.publicConfig,
    nonce: context.nonce,
    i18n: bundlesFor(context, ["common"]),
    translationsVersion: TRANSLATIONS_VERSION,
    year: new Date().getFullYear(),
    csrfToken: context.forms.csrfToken,
  };
}

/** Language and configuration change only when asked to (the language menu revalidates). */
export function shouldRevalidate({
  defaultShouldRevalidate,
  formMethod,
  currentUrl,
  nextUrl,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod) return defaultShouldRevalidate;
  if (currentUrl.href === nextUrl.href) return true;
  return currentUrl.searchParams.get("lang") !== nextUrl.searchParams.get("lang");
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useOptionalRootData();
  const matches = useMatches();
  const forceDark = matches.some((match) => (match.handle as RouteHandle | undefined)?.forceDark);
  const handles = matches.map((match) => match.handle);
  const scriptsOnDemand = onDemand(handles);
  return (
    <html
      lang={root?.lang === "pt" || !root ? "pt-BR" : root.lang}
      data-force-dark={forceDark ? "" : undefined}
      data-scripts={scriptsOnDemand ? "on-demand" : undefined}
      data-hydrate-on={hydrateOnScroll(handles) ? "scroll" : undefined}
      // The boot loads analytics for a visitor who accepted cookies before, without React (app/boot/analytics.ts).
      data-analytics-id={root?.config.gaMeasurementId || undefined}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#070B17" />
        <script nonce={root?.nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
        {/* No first paint before the whole header is parsed: painted halfway through it, the header's actions
            moved when the rest arrived (a layout shift on the docs page in one bench pass of 5). */}
        <link rel="expect" href="#main" blocking="render" />
        <Meta />
        <Links nonce={root?.nonce} />
        {scriptsOnDemand && (
          <script
            type="speculationrules"
            nonce={root?.nonce}
            suppressHydrationWarning
            dangerouslySetInnerHTML={{ __html: SPECULATION_RULES }}
          />
        )}
      </head>
      <body>
        {children}
        {root && <PageTranslationsScript lang={root.lang} version={root.translationsVersion} />}
        <ScrollRestoration />
        <Scripts nonce={root?.nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <SiteShell root={loaderData}>
      <Outlet />
    </SiteShell>
  );
}

export function ErrorBoundary() {
  const root = useOptionalRootData();
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const kind = status === 404 ? "notFound" : status < 500 ? "badRequest" : "serverError";
  if (!root) return <p>{status}</p>;
  return (
    <SiteShell root={root}>
      <ErrorScreen kind={kind} status={status} />
    </SiteShell>
  );
}

function ErrorScreen({ kind, status }: { kind: "notFound" | "badRequest" | "serverError"; status: number }) {
  const { t } = useTranslation();
  return (
    <section className="container error-screen" aria-labelledby="error-title">
      <p className="error-code" aria-hidden="true">
        {status}
      </p>
      <title>{t(`meta.${kind}.title`)}</title>
      <h1 id="error-title">{t(`errors.${kind}.title`)}</h1>
      <p>{t(`errors.${kind}.text`)}</p>
      <div className="error-actions">
        <SiteLink to="/" className="button button-primary">
          {t("errors.home")}
        </SiteLink>
        <SiteLink to="/docs" className="button button-secondary">
          {t("errors.docs")}
        </SiteLink>
      </div>
    </section>
  );
}

// Component tests render inside the site's root as React Router sees it: the root route's data (what
// root.tsx's loader sends) and the providers of the shell, around the screen under test.
import { act, configure } from "@testing-library/react";
import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import {
  createBrowserRouter,
  createStaticHandler,
  createStaticRouter,
  Outlet,
  RouterProvider,
  StaticRouterProvider,
  type ActionFunction,
  type RouteObject,
} from "react-router";
import { NotificationsProvider } from "~/components/notifications/notifications-context";
import type { Language } from "~/i18n/languages";
import { TranslationsProvider } from "~/i18n/react";
import type { Bundles } from "~/i18n/translator";
import { useRootData, type RootData } from "~/root-data";
import en from "~/locales/en/common.json" with { type: "json" };
import es from "~/locales/es/common.json" with { type: "json" };
import pt from "~/locales/pt/common.json" with { type: "json" };

const COMMON = { pt, en, es };

// The root loader runs before the first render; on a busy host that can take longer than the default second.
configure({ asyncUtilTimeout: 10_000 });

export const CSRF_TOKEN = "stub-csrf-token-0123456789abcdef";

export const rootData = (lang: Language = "pt", extra: Bundles = {}): RootData => ({
  lang,
  config: { appUrl: "https://app.example", leadApiUrl: "", usersApiUrl: "", gaMeasurementId: "", showEditLinks: false },
  nonce: "",
  i18n: { common: COMMON[lang], ...extra },
  translationsVersion: "test",
  year: 2026,
  csrfToken: CSRF_TOKEN,
});

/** The shell's providers (site-shell.tsx) without its header and footer. */
function Root() {
  const root = useRootData();
  return (
    <TranslationsProvider lang={root.lang} bundles={root.i18n as Bundles}>
      <NotificationsProvider>
        <Outlet />
      </NotificationsProvider>
    </TranslationsProvider>
  );
}

/** The root route with `Page` at "/" (and `action`, the page's), for createRoutesStub or a data router. */
export function pageRoutes(
  Page: ComponentType,
  { lang = "pt", action, bundles }: { lang?: Language; action?: ActionFunction; bundles?: Bundles } = {},
) {
  return [
    {
      id: "root",
      path: "/",
      loader: () => rootData(lang, bundles),
      Component: Root,
      children: [{ index: true as const, Component: Page, action }],
    },
  ];
}

/** Runs `render` without jsdom's `document`, as on the server (components tell the two apart by it). */
export function asOnTheServer<T>(render: () => T): T {
  const { document } = globalThis;
  Reflect.deleteProperty(globalThis, "document");
  try {
    return render();
  } finally {
    globalThis.document = document;
  }
}

/**
 * The page as the server renders it for `request` (a GET, or a form's POST with its action's answer),
 * then hydrated into `container` as the browser does, after `beforeHydration` (what a visitor or a boot program
 * does to the server's HTML first). Returns the server's HTML.
 */
export async function serverRenderThenHydrate(
  routes: RouteObject[],
  request: Request,
  container: HTMLElement,
  beforeHydration?: () => Promise<void>,
) {
  const context = await createStaticHandler(routes).query(request);
  if (context instanceof Response) throw new Error(`the page answered ${context.status}`);
  const html = asOnTheServer(() =>
    renderToString(
      <StaticRouterProvider router={createStaticRouter(routes, context)} context={context} hydrate={false} />,
    ),
  );
  container.innerHTML = html;
  // The browser is at the address the server rendered.
  const url = new URL(request.url);
  window.history.replaceState(null, "", url.pathname + url.search);
  await beforeHydration?.();
  const router = createBrowserRouter(routes, {
    hydrationData: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
  });
  await act(async () => {
    hydrateRoot(container, <RouterProvider router={router} />);
  });
  return { html, router };
}

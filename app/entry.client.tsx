import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadPageTranslations } from "~/i18n/page-translations";

// The first page's translation bundles arrive as files; without them hydration would not match the
// server's text, so if they cannot load the page stays as the server rendered it (links still work).
loadPageTranslations().then(
  () =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    }),
  (error: unknown) => console.error("[i18n] page translations did not load; the page stays static", error),
);

import { useEffect, useMemo, type ReactNode } from "react";
import { useMatches } from "react-router";
import { TranslationsProvider, useResolvedBundles } from "~/i18n/react";
import type { PageBundles } from "~/i18n/translator";
import { useAnalytics } from "~/shell/analytics/use-analytics";
import { useConsent } from "~/shell/consent/consent-store";
import { CookieBanner } from "~/shell/consent/cookie-banner";
import { NotificationsProvider } from "~/components/notifications/notifications-context";
import { ThemeProvider } from "~/shell/theme/theme-context";
import { Footer } from "~/shell/footer/footer";
import { Header } from "~/shell/header/header";
import { SiteLinkNavigation } from "~/components/site-link";
import { useRenderAboveHashTarget } from "~/components/render-near";
import type { RootData } from "~/root-data";
import type { ScriptsHandle } from "~/lib/scripts-handle";
import type { StylesHandle } from "~/lib/styles-handle";
import { HYDRATED_ATTRIBUTE } from "~/boot/boot-data";

export interface RouteHandle extends ScriptsHandle, StylesHandle {
  /** Render the page dark whatever the visitor's theme (spec §4: / and /price). */
  forceDark?: boolean;
  /** Legal pages force the footer dark (spec §2). */
  darkFooter?: boolean;
}

/** Every screen's frame: translations from all matched loaders (root included), theme, notifications, header, footer and cookie banner. */
export function SiteShell({ root, children }: { root: RootData; children: ReactNode }) {
  const matches = useMatches();
  useRenderAboveHashTarget();
  const pages = useMemo(
    () => matches.map((match) => (match.loaderData as { i18n?: PageBundles } | undefined)?.i18n),
    [matches],
  );
  const bundles = useResolvedBundles(root.lang, pages);
  // Tests (and anything else) can tell when the page is interactive; the bench reads the mark.
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
    performance.mark("niot:hydrated");
  }, []);
  const handles = matches.map((match) => (match.handle ?? {}) as RouteHandle);
  const forceDark = handles.some((handle) => handle.forceDark);
  const darkFooter = handles.some((handle) => handle.darkFooter);

  return (
    <TranslationsProvider lang={root.lang} bundles={bundles}>
      <ThemeProvider forceDark={forceDark}>
        <NotificationsProvider>
          <Analytics measurementId={root.config.gaMeasurementId} />
          <SiteLinkNavigation />
          <Header appUrl={root.config.appUrl} />
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          <Footer dark={darkFooter} year={root.year} />
          <CookieBanner />
        </NotificationsProvider>
      </ThemeProvider>
    </TranslationsProvider>
  );
}

function Analytics({ measurementId }: { measurementId: string }) {
  const { consent } = useConsent();
  useAnalytics(measurementId, consent);
  return null;
}

import { useEffect, useMemo, type ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { useMatches } from "react-router";
import { addBundles, createI18n } from "~/i18n/create-i18n";
import type { Language } from "~/i18n/languages";
import type { Bundles } from "~/i18n/resources.server";
import { useAnalytics } from "~/features/analytics/use-analytics";
import { ConsentProvider, useConsent } from "~/features/consent/consent-context";
import { CookieBanner } from "~/features/consent/cookie-banner";
import { NotificationsProvider } from "~/features/notifications/notifications-context";
import { ThemeProvider } from "~/features/theme/theme-context";
import { Footer } from "../footer/footer";
import { Header } from "../header/header";
import type { PublicConfig } from "../../../server/config";

export interface RouteHandle {
  /** Render the page dark whatever the visitor's theme (spec §4: / and /price). */
  forceDark?: boolean;
  /** Legal pages force the footer dark (spec §2). */
  darkFooter?: boolean;
}

export interface RootData {
  lang: Language;
  config: PublicConfig;
  nonce: string;
  i18n: Bundles;
}

/** Every screen's frame: translations from all matched loaders, theme, consent, notifications, header and footer. */
export function SiteShell({ root, children }: { root: RootData; children: ReactNode }) {
  const matches = useMatches();
  const i18n = useMemo(() => createI18n(root.lang), [root.lang]);
  addBundles(i18n, root.lang, root.i18n);
  for (const match of matches) {
    const bundles = (match.loaderData as { i18n?: Bundles } | undefined)?.i18n;
    if (bundles) addBundles(i18n, root.lang, bundles);
  }
  // Tests (and anything else) can tell when the page is interactive.
  useEffect(() => document.documentElement.setAttribute("data-hydrated", ""), []);
  const handles = matches.map((match) => (match.handle ?? {}) as RouteHandle);
  const forceDark = handles.some((handle) => handle.forceDark);
  const darkFooter = handles.some((handle) => handle.darkFooter);

  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider forceDark={forceDark}>
        <ConsentProvider>
          <NotificationsProvider>
            <Analytics measurementId={root.config.gaMeasurementId} />
            <Header appUrl={root.config.appUrl} />
            <main id="main" tabIndex={-1}>
              {children}
            </main>
            <Footer dark={darkFooter} />
            <CookieBanner />
          </NotificationsProvider>
        </ConsentProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
}

function Analytics({ measurementId }: { measurementId: string }) {
  const { consent } = useConsent();
  useAnalytics(measurementId, consent === "accepted");
  return null;
}

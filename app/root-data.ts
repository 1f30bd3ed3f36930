import { useRouteLoaderData } from "react-router";
import type { Language } from "~/i18n/languages";
import type { PageBundles } from "~/i18n/translator";
import { appLinks } from "~/site.config";

/** What the browser may see of the server's configuration (built by `publicConfig` in server/config.ts). */
export interface PublicConfig {
  /** The application host (sign-in, register); the server's configuration holds its default. */
  appUrl: string;
  /** Base of the lead API; empty for the same origin. */
  leadApiUrl: string;
  /** Base of the users API; empty for the same origin. */
  usersApiUrl: string;
  /** gtag id; empty when analytics is off. */
  gaMeasurementId: string;
  /** "Edit this page" links to the content editor (/admin) on docs and articles (SHOW_EDIT_LINKS). */
  showEditLinks: boolean;
}

/** The root loader's data (root.tsx): every screen renders inside it. */
export interface RootData {
  lang: Language;
  config: PublicConfig;
  nonce: string;
  i18n: PageBundles;
  /** Query string of the translation files (/i18n/<lang>/<ns>.json?v=…). */
  translationsVersion: string;
  /** The server's current year, for the footer's copyright line. */
  year: number;
  /** This visitor's double-submit token, for the hidden field of forms posted without JavaScript. */
  csrfToken: string;
}

/** The root loader's data where it may be missing: the document and the error page of a failed root loader. */
export const useOptionalRootData = () => useRouteLoaderData<RootData>("root");

/** The root loader's data, for anything rendered inside a screen (the root loader has run by then). */
export function useRootData(): RootData {
  const root = useOptionalRootData();
  if (!root) throw new Error("useRootData: the root loader's data is missing");
  return root;
}

/** Sign-in and register on the application host this server is configured with. */
export const useAppLinks = () => appLinks(useRootData().config.appUrl);

import { PAGE_TRANSLATIONS_ID, type PageTranslations } from "~/i18n/page-translations";
import type { BootData, Preload } from "./boot-data";
import BOOT_LOADER from "./boot-loader.ts?inline-script";
import DEFERRED_BOOT_URL from "./deferred-boot.ts?script-url";
import {
  BootScriptShapeError,
  inertHydrationData,
  readReactRouterBoot,
  replaceReactRouterBoot,
  type ReactRouterBoot,
} from "./react-router-boot.server";

const BOOT_PROGRAM = { loader: BOOT_LOADER, url: DEFERRED_BOOT_URL };

const PAGE_TRANSLATIONS = new RegExp(`<script id="${PAGE_TRANSLATIONS_ID}" type="application/json">([^<]*)</script>`);

/**
 * Starts hydration after the first paint instead of during it. React Router preloads every module
 * of the page at high priority, so on a slow connection the whole of its JavaScript shares the bandwidth
 * with the HTML and the stylesheet and the text appears only when all of it has arrived. Here its boot becomes
 * data for our own (deferred-boot.ts, loaded by boot-loader.ts), which makes the same requests once the browser reports the first
 * contentful paint, together with the page's translation files (which the client then fetches from the cache);
 * the page is already complete HTML, and only its controls wait for hydration.
 * With `onDemand` (a route handle's `scripts: "on-demand"`) nothing is requested until the visitor uses
 * a control that needs React (on-demand.ts), and the hydration data's scripts wait too: they run just before
 * hydrating. See docs/decisions/003-hydrate-after-first-paint.md, 011 and 015.
 */
export function deferHydration(html: string, { onDemand = false } = {}): string {
  let boot: ReactRouterBoot | null;
  try {
    boot = readReactRouterBoot(html);
  } catch (error) {
    if (!(error instanceof BootScriptShapeError)) throw error;
    // The page still works as React Router wrote it, only without the deferral; the build test names the change.
    console.error("[boot-script]", error.message);
    return html;
  }
  if (!boot) return html;
  const page = replaceReactRouterBoot(html, boot, bootData(boot, translationFiles(html), onDemand), BOOT_PROGRAM);
  return onDemand ? inertHydrationData(page).html : page;
}

function translationFiles(html: string): string[] {
  const translations = PAGE_TRANSLATIONS.exec(html);
  return translations ? Object.values((JSON.parse(translations[1]!) as PageTranslations).urls) : [];
}

export function bootData(
  { modulePreloads, imports, routeModules, entry }: ReactRouterBoot,
  bundles: string[],
  onDemand: boolean,
): BootData {
  return {
    preloads: [
      ...bundles.map((href): Preload => [href, "preload", "fetch"]),
      ...modulePreloads.map((href): Preload => [href, "modulepreload"]),
    ],
    evaluate: modulePreloads.filter((href) => href !== entry),
    imports,
    routeModules,
    entry,
    onDemand,
  };
}

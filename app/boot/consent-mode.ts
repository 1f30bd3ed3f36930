import { COOKIE_NAMES, parseCookies } from "~/lib/storage";

/**
 * Google consent mode v2 (LGPD): analytics storage is denied until the visitor accepts, and updated
 * on every later choice; withdrawing also deletes the `_ga` / `_ga_*` cookies at once.
 */
export const CONSENT_DENIED = {
  analytics_storage: "denied",
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
} as const;

type Gtag = (...args: unknown[]) => void;

/** The first call, before `config`: nothing is stored until consent is granted. */
export function declareConsentDefault(gtag: Gtag): void {
  gtag("consent", "default", CONSENT_DENIED);
}

export function updateConsent(gtag: Gtag, consented: boolean, doc: Document = document): void {
  gtag("consent", "update", { analytics_storage: consented ? "granted" : "denied" });
  if (!consented) deleteAnalyticsCookies(doc);
}

/** Expires `_ga` and every `_ga_<id>` on this host and its parent domains (gtag sets them on the widest one). */
export function deleteAnalyticsCookies(doc: Document): void {
  const prefix = COOKIE_NAMES.analytics;
  const names = parseCookies(doc.cookie)
    .map(([name]) => name)
    .filter((name) => name === prefix || name.startsWith(`${prefix}_`));
  const labels = doc.location.hostname.split(".");
  const domains = ["", ...labels.slice(0, -1).map((_, index) => `; Domain=.${labels.slice(index).join(".")}`)];
  for (const name of names) {
    for (const domain of domains) doc.cookie = `${name}=; Path=/; Max-Age=0${domain}`;
  }
}

/**
 * The theme's key on its own: the head's inline theme script imports it, and a bundler inlines a constant where it
 * would carry a whole object of keys into every page (decision 047).
 */
export const DARK_THEME_KEY = "niot-use-dark-theme";

/** Every key this site keeps in the browser (spec §9), and the only code that knows them. */
export const STORAGE_KEYS = {
  lang: "lang",
  darkTheme: DARK_THEME_KEY,
  registered: "registered",
  cookiesAccepted: "cookiesAccepted",
} as const;

/**
 * The CSRF token cookie is `__Host-XSRF-TOKEN` on a site served over HTTPS, `XSRF-TOKEN` on plain http.
 * Google Analytics sets `_ga` and one `_ga_<id>` per property once the visitor consents.
 */
export const COOKIE_NAMES = {
  lang: "lang",
  csrf: "XSRF-TOKEN",
  csrfSecure: "__Host-XSRF-TOKEN",
  analytics: "_ga",
} as const;

export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Private modes may refuse storage; the choice then lasts for the visit only.
  }
}

/** A cookie of the page's own, Secure over HTTPS as the server's cookies are. */
export function writeCookie(name: string, value: string, maxAgeSeconds = 60 * 60 * 24 * 365): void {
  const secure = location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
}

const decoded = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
};

/** The name=value pairs of a Cookie header or of `document.cookie`, in order; a badly encoded value reads as null. */
export function parseCookies(cookies: string | null | undefined): Array<[name: string, value: string | null]> {
  if (!cookies) return [];
  return cookies.split(";").flatMap((part) => {
    const eq = part.indexOf("=");
    return eq === -1 ? [] : [[part.slice(0, eq).trim(), decoded(part.slice(eq + 1).trim())] as [string, string | null]];
  });
}

/** One cookie's value from a Cookie header (server) or `document.cookie` (browser). */
export const readCookie = (cookies: string | null | undefined, name: string): string | null =>
  parseCookies(cookies).find(([key]) => key === name)?.[1] ?? null;

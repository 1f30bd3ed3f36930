/** Every key this site keeps in the browser (spec §9), and the only code that knows them. */
export const STORAGE_KEYS = {
  lang: "lang",
  darkTheme: "niot-use-dark-theme",
  registered: "registered",
  cookiesAccepted: "cookiesAccepted",
} as const;

/** The CSRF token cookie is `__Host-XSRF-TOKEN` on a site served over HTTPS, `XSRF-TOKEN` on plain http. */
export const COOKIE_NAMES = { lang: "lang", csrf: "XSRF-TOKEN", csrfSecure: "__Host-XSRF-TOKEN" } as const;

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

export function writeCookie(name: string, value: string, maxAgeSeconds = 60 * 60 * 24 * 365): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax`;
}

export function readCookieInBrowser(name: string): string | null {
  for (const part of document.cookie.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return null;
}

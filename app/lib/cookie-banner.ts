/** Spec §4: the cookie banner appears 1.5 s after load unless accepted before. */
export const COOKIE_BANNER_DELAY_MS = 1500;

/** Set on <html> when the banner was opened before hydration (docs/decisions/011), so React opens it too. */
export const COOKIE_BANNER_OPEN_ATTRIBUTE = "data-cookie-banner-open";

/** Set on <html> when the visitor rejected cookies before hydration: the visit is not asked again (app/boot/cookie-banner.ts). */
export const COOKIES_REJECTED_ATTRIBUTE = "data-cookies-rejected";

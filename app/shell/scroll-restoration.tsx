import { UNSAFE_useScrollRestoration as useScrollRestoration } from "react-router";
import SCROLL_RESTORATION_SCRIPT from "~/boot/scroll-restoration.ts?inline-script";
import { InlineScript } from "~/components/inline-script";

/**
 * React Router's `<ScrollRestoration>` with our first-load program in place of its script: once hydrated, its hook
 * saves and restores positions across navigations as before; before that, app/boot/scroll-restoration.ts restores
 * a reload's position and reads no storage for a new entry.
 */
export function ScrollRestoration() {
  useScrollRestoration();
  return <InlineScript source={SCROLL_RESTORATION_SCRIPT} />;
}

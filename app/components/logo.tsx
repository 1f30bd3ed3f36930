import { SITE } from "~/site.config";

/**
 * Wordmark drawn in text colour with the accent node; light-on-dark follows the theme tokens, which reach
 * into the symbol through `<use>`. One symbol in `public/logo.svg` for the header, the phone menu and the
 * footer: two elements each in the page instead of six (issue 28's DOM budget).
 */
export function Logo({ height = 28 }: { height?: number }) {
  return (
    <svg width={(height * 104) / 28} height={height} viewBox="0 0 104 28" role="img" aria-label={SITE.brand}>
      <use href="/logo.svg#niot" />
    </svg>
  );
}

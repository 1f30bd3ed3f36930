import { SITE } from "~/site.config";

/**
 * Wordmark in text colour with the accent node; light-on-dark follows the theme tokens. The letters are drawn,
 * not set in a font: the mark looks the same on every system, and no page pays a font lookup for it (decision 047).
 */
export function Logo({ height = 28 }: { height?: number }) {
  return (
    <svg width={(height * 84) / 28} height={height} viewBox="0 0 84 28" role="img" aria-label={SITE.brand}>
      <rect x="1" y="4" width="20" height="20" rx="5" fill="none" stroke="var(--accent)" strokeWidth="2.5" />
      <circle cx="11" cy="14" r="3.5" fill="var(--ai)" />
      <path d="M11 0v4M11 24v4M0 14h1M21 14h4" stroke="var(--accent)" strokeWidth="2.5" strokeLinecap="round" />
      {/* N, I, o and T as one path on a whole-unit grid: the shortest markup for the header's first round trip. */}
      <path
        fill="currentColor"
        d="M30 21V7h4l6 9V7h4v14h-4l-6-9v9zm17-14h4v14h-4zm13 3a5.5 5.5 0 1 1 0 11 5.5 5.5 0 0 1 0-11zm0 3a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5zm7-6h13v3h-4.5v11h-4V10H67z"
      />
    </svg>
  );
}

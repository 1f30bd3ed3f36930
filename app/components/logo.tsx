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
      <g fill="currentColor">
        <path d="M30 21V7h3.8l6.3 8.7V7h3.6v14h-3.7l-6.4-8.8V21z" />
        <path d="M46.4 7h3.7v14h-3.7z" />
        <path d="M58.7 9.5a5.9 5.9 0 1 1 0 11.8 5.9 5.9 0 0 1 0-11.8zm0 3.2a2.7 2.7 0 1 0 0 5.4 2.7 2.7 0 0 0 0-5.4z" />
        <path d="M66.3 7h12.8v3.3h-4.6V21h-3.6V10.3h-4.6z" />
      </g>
    </svg>
  );
}

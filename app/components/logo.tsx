import { SITE } from "~/site.config";

/** Wordmark drawn in text colour with the accent node; light-on-dark follows the theme tokens. */
export function Logo({ height = 28 }: { height?: number }) {
  return (
    <svg width={(height * 104) / 28} height={height} viewBox="0 0 104 28" role="img" aria-label={SITE.brand}>
      <rect x="1" y="4" width="20" height="20" rx="5" fill="none" stroke="var(--accent)" strokeWidth="2.5" />
      <circle cx="11" cy="14" r="3.5" fill="var(--ai)" />
      <path d="M11 0v4M11 24v4M0 14h1M21 14h4" stroke="var(--accent)" strokeWidth="2.5" strokeLinecap="round" />
      <text
        x="30"
        y="21"
        fill="currentColor"
        fontFamily="var(--font-sans)"
        fontSize="19"
        fontWeight="800"
        letterSpacing="0.5"
      >
        NIoT
      </text>
    </svg>
  );
}

import { iconImage, iconStyle } from "~/components/icon";
import iconStyles from "~/components/icon.module.css";

/** Line glyphs for the "in every plan" block (24×24, stroke), drawn for this page; always decorative. */
const GLYPHS = {
  remoteIo:
    "M7 4h10a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1zM3 8h3M3 12h3M3 16h3M18 8h3M18 12h3M18 16h3M10 8h4v4h-4z",
  dashboards: "M4 4h7v9H4zM13 4h7v5h-7zM13 11h7v9h-7zM4 15h7v5H4z",
  nodeAiFlow:
    "M6 7a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM18 14a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM6 21a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM8 5h3a3 3 0 0 1 3 3v1.5M8 19h3a3 3 0 0 0 3-3v-1.5M16 12h-2",
  events: "M12 8v4l3 2M21 12a9 9 0 1 1-9-9M21 3v5h-5",
  prompt: "M4 5h16v11H8l-4 4zM8 9h8M8 12h5",
  files: "M14 3H6a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8zM14 3v5h5M9 13h1M12 13h3M9 17h4M15 17h0",
} as const;

export type GlyphName = keyof typeof GLYPHS;

/** A glyph, one element; with `boxClassName` also the box it sits in. */
export function FeatureGlyph({ name, boxClassName }: { name: GlyphName; boxClassName?: string }) {
  return (
    <span
      className={boxClassName ? `${iconStyles.boxed} ${boxClassName}` : iconStyles.icon}
      style={iconStyle(iconImage(GLYPHS[name], 1.8), 24)}
      aria-hidden="true"
    />
  );
}

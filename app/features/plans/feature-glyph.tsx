import { SpriteIcon } from "~/components/sprite-icon";
import { iconSet } from "~/components/icon-sprite";
import glyphs from "./glyphs.icons.json";

/** Line glyphs for the "in every plan" block (24×24, stroke), drawn for this page; always decorative. */
const GLYPHS = iconSet("glyphs", glyphs.paths);

export type GlyphName = keyof typeof glyphs.paths;

/** A glyph, one element; with `boxClassName` also the box it sits in. */
export function FeatureGlyph({ name, boxClassName }: { name: GlyphName; boxClassName?: string }) {
  return <SpriteIcon set={GLYPHS} name={name} size={24} boxClassName={boxClassName} />;
}

import { iconClasses } from "~/components/icon";
import { iconRowStyle, type IconSet } from "~/components/icon-sprite";

/**
 * A decorative icon of a set (the home's, the about pages', the docs' tools…), one element. With
 * `boxClassName` the element is also the box the icon sits in (the caller's size, padding and tint).
 * Its set's stylesheet is part of the one sprite that root.tsx loads (`sprite.icons.css`).
 */
export function SpriteIcon<Name extends string>({
  set,
  name,
  size = 22,
  boxClassName,
}: {
  set: IconSet<Name>;
  name: Name;
  size?: number;
  boxClassName?: string;
}) {
  return <span className={iconClasses(set, boxClassName)} style={iconRowStyle(set, name, size)} aria-hidden="true" />;
}

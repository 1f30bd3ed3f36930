import ui from "./ui.icons.json";
import { iconRowStyle, iconSet, SPRITE_MASK, type IconSet } from "./icon-sprite";
import styles from "./icon.module.css";

/** The site's interface icons (24-unit stroke grid, ui.icons.json); root.tsx loads their sprite with its stylesheet. */
export const UI_ICONS = iconSet("ui", ui.paths);

export type IconName = keyof typeof ui.paths;

/** The classes of an icon element: the icon itself, or with `boxClassName` a box that paints it in its ::before. */
export const iconClasses = (set: IconSet<string>, boxClassName?: string) =>
  `${boxClassName ? `${styles.boxed} ${SPRITE_MASK.before} ${boxClassName}` : `${styles.icon} ${SPRITE_MASK.self}`} ${set.className}`;

/** `className` styles the icon itself; with `boxClassName` the element is also the box it sits in (size, tint). */
export function Icon({
  name,
  size = 20,
  label,
  className,
  boxClassName,
}: {
  name: IconName;
  size?: number;
  label?: string;
  className?: string;
  boxClassName?: string;
}) {
  const base = iconClasses(UI_ICONS, boxClassName);
  return (
    <span
      className={className ? `${base} ${className}` : base}
      style={iconRowStyle(UI_ICONS, name, size)}
      data-icon={name}
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    />
  );
}

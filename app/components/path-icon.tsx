import { iconImage, iconStyle } from "~/components/icon";
import iconStyles from "~/components/icon.module.css";

/**
 * A decorative 24×24 stroke icon from one path (the home sections' pictograms), one element. With
 * `boxClassName` the element is also the box the icon sits in (the caller's size, padding and tint).
 */
export function PathIcon({ d, size = 22, boxClassName }: { d: string; size?: number; boxClassName?: string }) {
  return (
    <span
      className={boxClassName ? `${iconStyles.boxed} ${boxClassName}` : iconStyles.icon}
      style={iconStyle(iconImage(d), size)}
      aria-hidden="true"
    />
  );
}

import { iconImage, iconStyle } from "~/components/icon";
import iconStyles from "~/components/icon.module.css";
import type { Tool } from "./tools";

/** The toolbar's icons, drawn on the same 24×24 stroke grid as ~/components/icon. */
const PATHS: Record<Tool, string> = {
  Plus: "M12 5v14M5 12h14",
  Create: "M3 13h8v8H3zM13 7a4 4 0 1 0 8 0 4 4 0 1 0-8 0M7 2.5l4 7H3z",
  Move: "M5 9l-3 3 3 3M9 5l3-3 3 3M15 19l-3 3-3-3M19 9l3 3-3 3M2 12h20M12 2v20",
  Edit: "M12 20h9M16.5 3.5a2.12 2.12 0 0 1 3 3L7 19l-4 1 1-4z",
  Copy: "M9 9h11v11H9zM5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1",
  Remove: "M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6",
  ArrowUp: "M12 19V5M5 12l7-7 7 7",
  ArrowDown: "M12 5v14M19 12l-7 7-7-7",
  FullScreen: "M8 3H5a2 2 0 0 0-2 2v3M21 8V5a2 2 0 0 0-2-2h-3M3 16v3a2 2 0 0 0 2 2h3M16 21h3a2 2 0 0 0 2-2v-3",
};

/** The custom properties (--icon, --icon-size) that paint a tool's icon, for an element that draws it itself. */
export const toolIconStyle = (tool: Tool, size: number) => iconStyle(iconImage(PATHS[tool]), size);

/** A tool's icon, one element; with `boxClassName` also the box it sits in. */
export function ToolIcon({ tool, size = 20, boxClassName }: { tool: Tool; size?: number; boxClassName?: string }) {
  return (
    <span
      className={boxClassName ? `${iconStyles.boxed} ${boxClassName}` : iconStyles.icon}
      style={toolIconStyle(tool, size)}
      aria-hidden="true"
    />
  );
}

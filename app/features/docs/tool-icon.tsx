import { SpriteIcon } from "~/components/sprite-icon";
import { iconSet } from "~/components/icon-sprite";
import tools from "./tools.icons.json";
import type { Tool } from "./tools";

/** The toolbar's icons, drawn on the same 24×24 stroke grid as ~/components/icon. */
export const TOOL_ICONS = iconSet<Tool>("tools", tools.paths);

/** A tool's icon, one element; with `boxClassName` also the box it sits in. */
export function ToolIcon({ tool, size = 20, boxClassName }: { tool: Tool; size?: number; boxClassName?: string }) {
  return <SpriteIcon set={TOOL_ICONS} name={tool} size={size} boxClassName={boxClassName} />;
}

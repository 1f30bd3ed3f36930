/** The dev mode toolbar, top to bottom (spec §2 "Docs create-account", §4 "Dev mode"). */
export const TOOLS = [
  "Plus",
  "Create",
  "Move",
  "Edit",
  "Copy",
  "Remove",
  "ArrowUp",
  "ArrowDown",
  "FullScreen",
] as const;
export type Tool = (typeof TOOLS)[number];

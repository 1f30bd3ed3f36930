/**
 * A route that needs React only when the visitor uses a control sets `scripts: "on-demand"` (docs/decisions/011).
 * `"on-scroll"` is the same, and the first scroll hydrates too: for a page whose reading aids follow the scroll
 * (the docs' section index).
 */
export interface ScriptsHandle {
  scripts?: "on-demand" | "on-scroll";
}

const modes = (handles: readonly unknown[]) => handles.map((handle) => (handle as ScriptsHandle | undefined)?.scripts);

export const onDemand = (handles: readonly unknown[]) => modes(handles).some((mode) => mode !== undefined);

export const hydrateOnScroll = (handles: readonly unknown[]) => modes(handles).includes("on-scroll");

/** A route that needs React only when the visitor uses a control sets this handle (docs/decisions/011). */
export interface ScriptsHandle {
  scripts?: "on-demand";
}

export const onDemand = (handles: readonly unknown[]) =>
  handles.some((handle) => (handle as ScriptsHandle | undefined)?.scripts === "on-demand");

/**
 * A route whose document needs a second round trip anyway sets `styles: "inline"`: its stylesheets ride in that
 * round trip inside the document instead of costing requests of their own after it (docs/decisions/046).
 */
export interface StylesHandle {
  styles?: "inline";
}

export const inlineStyles = (handles: readonly unknown[]) =>
  handles.some((handle) => (handle as StylesHandle | undefined)?.styles === "inline");

import type { FlowPanel } from "./flow-panel";
import type { interpret } from "./interpreter";

/**
 * The preview's code (interpreter and panel) stays out of the home's first-load JavaScript: it is
 * fetched when the visitor first focuses the prompt box (or arrives with text in it), and the
 * preview appears once it is here. If it cannot load, the prompt box works as before.
 */
export interface PreviewModules {
  interpret: typeof interpret;
  FlowPanel: typeof FlowPanel;
}

let modules: PreviewModules | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

export function loadPromptPreview(): Promise<void> {
  loading ??= Promise.all([import("./interpreter"), import("./flow-panel")])
    .then(([interpreter, panel]) => {
      modules = { interpret: interpreter.interpret, FlowPanel: panel.FlowPanel };
      for (const listener of listeners) listener();
    })
    .catch(() => {
      loading = undefined;
    });
  return loading;
}

export const loadedPreview = () => modules;
export function onPreviewLoaded(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

import { useEffect, useSyncExternalStore } from "react";
import { loadedPreview, loadPromptPreview, onPreviewLoaded } from "./load-prompt-preview";

const nothingOnTheServer = () => undefined;

/** The live preview under the home prompt box, once its code has loaded (see load-prompt-preview.ts). */
export function PromptPreview({ text }: { text: string }) {
  const modules = useSyncExternalStore(onPreviewLoaded, loadedPreview, nothingOnTheServer);
  const hasText = text.trim().length > 0;
  // Text that arrives without a focus (typed before hydration) loads the preview too.
  useEffect(() => {
    if (hasText) void loadPromptPreview();
  }, [hasText]);
  return modules ? <modules.FlowPanel text={text} interpret={modules.interpret} /> : null;
}

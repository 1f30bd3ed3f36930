import { useEffect, useRef, type RefObject } from "react";
import { useIdleAfterLoad } from "~/lib/use-idle-after-load";
import { placeholderSteps, runSteps, type Clock } from "./placeholder-cycle";
import { usePrefersReducedMotion } from "./use-reduced-motion";

const BROWSER_CLOCK: Clock = {
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
};

/**
 * Types the prompt field's placeholder through the examples. The first example is shown whole (as the
 * server rendered it) until the page has loaded and the browser is idle; while `paused` (focus or text) or
 * under reduced motion the current example stays whole and still. Each step writes the field's attribute
 * itself: a step restyles the field only, with no render of the hero.
 */
export function useTypingPlaceholder(
  field: RefObject<HTMLTextAreaElement | null>,
  examples: readonly string[],
  paused: boolean,
  clock: Clock = BROWSER_CLOCK,
): void {
  const reducedMotion = usePrefersReducedMotion();
  const started = useIdleAfterLoad();
  const key = examples.join("\n");
  const shown = useRef({ key, index: 0 });
  const examplesRef = useRef(examples);
  useEffect(() => {
    examplesRef.current = examples;
  });

  useEffect(() => {
    const element = field.current;
    if (!element) return;
    const list = examplesRef.current;
    const startIndex = shown.current.key === key && !reducedMotion ? shown.current.index : 0;
    const show = (index: number, text: string) => {
      shown.current = { key, index };
      element.setAttribute("placeholder", text);
    };
    if (!started || paused || reducedMotion || list.length < 2) {
      show(startIndex, list[startIndex] ?? "");
      return;
    }
    return runSteps(
      placeholderSteps(list, { startIndex, startTyped: true }),
      (step) => show(step.index, step.text),
      clock,
    );
  }, [field, key, paused, reducedMotion, started, clock]);
}

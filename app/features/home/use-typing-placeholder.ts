import { useEffect, useRef, useState } from "react";
import { placeholderSteps, runSteps, type Clock } from "./placeholder-cycle";
import { usePrefersReducedMotion } from "./use-reduced-motion";

const BROWSER_CLOCK: Clock = {
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
};

/**
 * The animated placeholder of the prompt field. The first example is shown whole (as the server rendered
 * it); while `paused` (focus or text) or under reduced motion the current example stays whole and still.
 */
export function useTypingPlaceholder(
  examples: readonly string[],
  paused: boolean,
  clock: Clock = BROWSER_CLOCK,
): string {
  const reducedMotion = usePrefersReducedMotion();
  const key = examples.join("\n");
  const [shown, setShown] = useState({ key, index: 0, text: examples[0] ?? "" });
  const current = useRef(shown);
  const examplesRef = useRef(examples);
  useEffect(() => {
    current.current = shown;
    examplesRef.current = examples;
  });

  useEffect(() => {
    const list = examplesRef.current;
    const startIndex = current.current.key === key ? current.current.index : 0;
    const whole = { key, index: startIndex, text: list[startIndex] ?? "" };
    if (paused || reducedMotion || list.length < 2) {
      setShown(reducedMotion ? { key, index: 0, text: list[0] ?? "" } : whole);
      return;
    }
    return runSteps(
      placeholderSteps(list, { startIndex, startTyped: true }),
      (step) => setShown({ key, index: step.index, text: step.text }),
      clock,
    );
  }, [key, paused, reducedMotion, clock]);

  return shown.text;
}

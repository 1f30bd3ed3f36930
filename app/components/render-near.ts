import { useLayoutEffect } from "react";
import { useLocation } from "react-router";

/**
 * Blocks below the fold are rendered only when they come near the viewport (the global `.render-near`,
 * decision 041), each as tall as an estimate until then. A jump to a target further down would land by those
 * estimates and move as the blocks it passes render, so every such block above the target is rendered first.
 * The stylesheet does the same for a fragment the browser navigated to (`:target`); this is for the jumps
 * scripts make, which do not change `:target`.
 */
export function renderBlocksAbove(target: Element) {
  for (const block of target.ownerDocument.querySelectorAll<HTMLElement>(".render-near")) {
    const after = block.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING;
    if (after && !block.contains(target)) block.style.contentVisibility = "visible";
  }
}

/**
 * On a client navigation to an address with a fragment: renders the blocks above its target before React
 * Router's scroll restoration (app/shell/scroll-restoration.tsx) scrolls to it (a layout effect of a component rendered before it runs first).
 */
export function useRenderAboveHashTarget() {
  const { hash, key } = useLocation();
  useLayoutEffect(() => {
    const target = hash && document.getElementById(decodeURIComponent(hash.slice(1)));
    if (target) renderBlocksAbove(target);
  }, [hash, key]);
}

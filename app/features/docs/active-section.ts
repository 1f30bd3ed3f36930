import { useEffect, useState } from "react";

/** How far below the top of the window a section must start to count as the one being read. */
export const READING_LINE = 140;

/**
 * The section in view: the last one whose top has passed the reading line, the first one before
 * any has, and the last one when the page is scrolled to the bottom (a short last section never
 * reaches the line).
 */
export function pickActiveSection(tops: number[], atBottom: boolean, line = READING_LINE): number {
  if (tops.length === 0) return -1;
  if (atBottom) return tops.length - 1;
  let active = 0;
  tops.forEach((top, index) => {
    if (top <= line) active = index;
  });
  return active;
}

/** Follows scrolling, resizing and anchor jumps; returns the id of the section in view. */
export function useActiveSection(ids: readonly string[]): string {
  const [active, setActive] = useState(ids[0] ?? "");
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const tops = ids.map(
        (id) => document.getElementById(id)?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY,
      );
      const root = document.documentElement;
      const atBottom = window.innerHeight + window.scrollY >= root.scrollHeight - 2;
      const index = pickActiveSection(tops, atBottom);
      if (index >= 0) setActive(ids[index]!);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    window.addEventListener("hashchange", schedule);
    window.addEventListener("load", schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      window.removeEventListener("hashchange", schedule);
      window.removeEventListener("load", schedule);
    };
  }, [ids]);
  return active;
}

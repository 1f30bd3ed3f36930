import { useEffect, useState, type RefObject } from "react";

/** True from the moment the element comes within `margin` of the viewport (and stays true); false on the server. */
export function useNearViewport(ref: RefObject<Element | null>, margin = "50% 0px"): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}

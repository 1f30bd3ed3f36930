import { useEffect, useState } from "react";

/** Spec §4 mobile flag: a portrait window (height / width > 1), recomputed on resize and load. */
export function isMobileViewport(width: number, height: number): boolean {
  return width > 0 && height / width > 1;
}

export function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(false);
  useEffect(() => {
    const update = () => setMobile(isMobileViewport(window.innerWidth, window.innerHeight));
    update();
    window.addEventListener("resize", update);
    window.addEventListener("load", update);
    return () => {
      window.removeEventListener("resize", update);
      window.removeEventListener("load", update);
    };
  }, []);
  return mobile;
}

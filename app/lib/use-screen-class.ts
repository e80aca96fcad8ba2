import { useEffect, useState } from "react";
import { type ScreenClass, screenClass } from "./screen";

/**
 * The current screen class, also written to <html data-screen> so CSS and tests can see it.
 * The server renders for class 3; CSS breakpoints (the same widths) lay out the first paint.
 */
export function useScreenClass(): ScreenClass {
  const [current, setCurrent] = useState<ScreenClass>(3);
  useEffect(() => {
    const update = () => {
      const next = screenClass(window.innerWidth);
      document.documentElement.dataset.screen = String(next);
      setCurrent(next);
    };
    update();
    window.addEventListener("resize", update);
    return () => window.removeEventListener("resize", update);
  }, []);
  return current;
}

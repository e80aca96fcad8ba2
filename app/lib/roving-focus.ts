import { useEffect } from "react";

export type RovingOptions = {
  /** The group's items, in order (a CSS selector inside the container). */
  items: string;
  /** Which arrows move: up/down down a menu, left/right along a row of tabs. */
  orientation: "vertical" | "horizontal";
  /** Controls inside the group that leave the Tab order once hydrated, a key standing in for them (a tab's ×: Delete). */
  outOfTabOrder?: string;
  /** Keys of the group's own (open a menu group, close a tab); true when it handled the key. */
  onKey?: (key: string, item: HTMLElement) => boolean;
};

/** Shown on screen: not inside a closed <details>, not in a hidden drawer. */
const isShown = (element: HTMLElement) => element.getClientRects().length > 0;

/**
 * Makes the container's items one Tab stop: once hydrated, only one item is in the Tab order (the
 * one last focused, else the current page's, else the first shown) and the arrow keys, Home and
 * End move between the shown items. Before hydration, and without JavaScript, each item is an
 * ordinary Tab stop. The sidebar's dozens of links and the tab bar's tabs each cost one Tab.
 */
export function useRovingFocus(container: React.RefObject<HTMLElement | null>, options: RovingOptions) {
  // After every render: items come and go (a new tab, a group opened), and each new one must
  // leave the Tab order too.
  useEffect(() => {
    if (!container.current) return;
    settle(container.current, options.items);
    if (options.outOfTabOrder)
      for (const control of container.current.querySelectorAll<HTMLElement>(options.outOfTabOrder))
        control.tabIndex = -1;
  });

  const { items, orientation, onKey } = options;
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const [previous, next] = orientation === "vertical" ? ["ArrowUp", "ArrowDown"] : ["ArrowLeft", "ArrowRight"];
    const itemOf = (target: EventTarget | null) =>
      target instanceof Element ? target.closest<HTMLElement>(items) : null;
    const onFocusIn = (event: FocusEvent) => {
      const item = itemOf(event.target);
      if (item && root.contains(item)) settle(root, items, item);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
      const item = itemOf(event.target);
      if (!item || !root.contains(item)) return;
      if (onKey?.(event.key, item)) {
        event.preventDefault();
        return;
      }
      const shown = [...root.querySelectorAll<HTMLElement>(items)].filter(isShown);
      const at = shown.indexOf(item);
      const target =
        event.key === next
          ? shown[(at + 1) % shown.length]
          : event.key === previous
            ? shown[(at - 1 + shown.length) % shown.length]
            : event.key === "Home"
              ? shown[0]
              : event.key === "End"
                ? shown.at(-1)
                : undefined;
      if (!target) return;
      event.preventDefault();
      settle(root, items, target);
      target.focus();
    };
    root.addEventListener("focusin", onFocusIn);
    root.addEventListener("keydown", onKeyDown);
    return () => {
      root.removeEventListener("focusin", onFocusIn);
      root.removeEventListener("keydown", onKeyDown);
    };
  }, [container, items, orientation, onKey]);
}

/** Puts one item of the group in the Tab order: `stop` if given, else the one already there, the current page's or the first shown. */
function settle(root: HTMLElement, selector: string, stop?: HTMLElement) {
  const all = [...root.querySelectorAll<HTMLElement>(selector)];
  const shown = all.filter(isShown);
  const chosen =
    stop ??
    shown.find((item) => item.getAttribute("tabindex") === "0") ??
    shown.find((item) => item.getAttribute("aria-current") === "page") ??
    shown[0] ??
    all[0];
  for (const item of all) item.tabIndex = item === chosen ? 0 : -1;
}

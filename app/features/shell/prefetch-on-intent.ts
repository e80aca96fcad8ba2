import { useContext, useEffect } from "react";
import { matchRoutes, UNSAFE_DataRouterContext, UNSAFE_FrameworkContext } from "react-router";
import { navigationDataUrl, routeAssets } from "~/lib/navigation-data";
import { createPrefetchCache } from "~/lib/prefetch-cache";
import { routeRouterFetch } from "~/lib/router-fetch";

/** How long the pointer or focus rests on a link before it counts as intent: a pass over the menu does not. */
const INTENT_DELAY_MS = 80;

/**
 * The shell's prefetched loader data. A page shown from it tells the server of its visit, which the
 * prefetch did not record (its tab), as the navigation's own request would have.
 */
const prefetched = createPrefetchCache({ onUse: postVisit });

function postVisit(url: URL) {
  const body = new URLSearchParams({ intent: "visit", url: `${url.pathname}${url.search}` });
  fetch("/shell", { method: "POST", body, keepalive: true })
    .then((answer) => answer.body?.cancel())
    .catch(() => undefined);
}

/**
 * Loads a link's page ahead when a person shows they mean to open it (ADR 038): the pointer or
 * keyboard focus resting on it, or a touch. Its route modules with all their imports are asked for
 * at once (modulepreload), and its loader data into the shell's prefetch cache, which answers the
 * router's requests while the shell is on screen, so the click shows the page from memory. Not on a
 * connection that saves data or is 2G.
 */
export function usePrefetchOnIntent(container: React.RefObject<HTMLElement | null>) {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  // The page's one manifest and module registry (the context's value is new on each navigation).
  const { manifest, routeModules } = useContext(UNSAFE_FrameworkContext) ?? {};
  useEffect(() => {
    const root = container.current;
    if (!root || !router || !manifest || !routeModules) return;
    const release = routeRouterFetch(prefetched.routerFetch);
    const prefetch = (link: HTMLAnchorElement) => {
      const url = new URL(link.href);
      // The page on screen reloads on its click; nothing ahead to load.
      const here = `${window.location.pathname}${window.location.search}`;
      if (!worthPrefetching() || `${url.pathname}${url.search}` === here) return;
      const next = matchRoutes(router.routes, url);
      // Unknown, or not discovered yet (the catch-all matched): the click will find out.
      if (!next || next.at(-1)!.route.path?.endsWith("*")) return;
      const { scripts, styles } = routeAssets(next, manifest, routeModules);
      for (const href of scripts) preload(href, "modulepreload");
      for (const href of styles) preload(href, "preload");
      const data = navigationDataUrl(router.state, next, manifest, url);
      if (data) prefetched.prefetch(data);
    };
    let pending: HTMLAnchorElement | null = null;
    let timer = 0;
    const rest = (event: Event) => {
      const link = linkOf(event.target);
      if (!link || link === pending) return;
      window.clearTimeout(timer);
      pending = link;
      timer = window.setTimeout(() => {
        pending = null;
        prefetch(link);
      }, INTENT_DELAY_MS);
    };
    const cancel = () => {
      window.clearTimeout(timer);
      pending = null;
    };
    const leave = (event: Event) => {
      const to = (event as FocusEvent | PointerEvent).relatedTarget;
      if (pending && !(to instanceof Node && pending.contains(to))) cancel();
    };
    const touch = (event: Event) => {
      const link = linkOf(event.target);
      if (link) prefetch(link);
    };
    const listeners = [
      ["pointerover", rest],
      ["focusin", rest],
      ["pointerout", leave],
      ["focusout", leave],
      ["touchstart", touch],
      // A click is past intent: the navigation loads what is not loaded yet.
      ["click", cancel],
    ] as const;
    for (const [name, listener] of listeners) root.addEventListener(name, listener, { passive: true });
    return () => {
      window.clearTimeout(timer);
      for (const [name, listener] of listeners) root.removeEventListener(name, listener);
      release();
      prefetched.clear();
    };
  }, [container, router, manifest, routeModules]);
}

/** A link to a page of this console, opened in this window. */
function linkOf(target: EventTarget | null): HTMLAnchorElement | null {
  const link = target instanceof Element ? target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return null;
  return (link.target && link.target !== "_self") || link.hasAttribute("download") ? null : link;
}

type Connection = { saveData?: boolean; effectiveType?: string };

function worthPrefetching(): boolean {
  const connection = (navigator as Navigator & { connection?: Connection }).connection;
  return !connection?.saveData && !/2g/.test(connection?.effectiveType ?? "");
}

/** Asks for a script (modulepreload) or a style sheet unless the page already has or asked for it. */
function preload(href: string, rel: "modulepreload" | "preload") {
  if (document.querySelector(`link[href="${href}"]`)) return;
  const link = document.createElement("link");
  link.rel = rel;
  if (rel === "preload") link.as = "style";
  link.href = href;
  document.head.appendChild(link);
}

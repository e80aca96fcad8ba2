import type { unstable_RouterFetch as RouterFetch } from "react-router/dom";

let through: RouterFetch | null = null;

/**
 * The router's data requests (entry.client's `unstable_fetch`): through what a page put in their
 * way (the console shell's prefetch cache, ADR 038), else straight to the network. The page sets
 * it, so a page without a shell (sign-in) loads none of that code.
 */
export const routerFetch: RouterFetch = (request, context) =>
  through ? through(request, context) : window.fetch(request);

/** Sends the router's requests through `fetch` until the returned function is called. */
export function routeRouterFetch(fetch: RouterFetch): () => void {
  through = fetch;
  return () => {
    if (through === fetch) through = null;
  };
}

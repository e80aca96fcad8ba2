import { useSyncExternalStore } from "react";

/** Nothing to subscribe to: once the page is live, it stays live. */
const stayLive = () => () => {};

/**
 * False on the server and while the browser hydrates its HTML (so both render the same), true
 * from then on and in anything first rendered in the browser: for parts that need JavaScript.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    stayLive,
    () => true,
    () => false,
  );
}

import { useLocation, useNavigate } from "react-router";
import { isPlainClick } from "~/lib/plain-click";

/**
 * Links that repeat on every row (row actions, sort headers, pages) are plain `<a>`s, marked
 * `data-table-link` or sitting in a row's actions cell (`.row-actions`), and the table takes
 * their clicks in one handler: a `<Link>` per row costs the server a set of router hooks each
 * (ADR 008). Before hydration, or with a modifier key, they are ordinary links. The list stays
 * where it is scrolled, as `<Link preventScrollReset>` would.
 */
export function useTableLinkClicks() {
  return useLinkClicks("a[data-table-link], .row-actions > a", { preventScrollReset: true });
}

/**
 * The click handler of a container whose plain links (`selector`) navigate on the client as a
 * `<Link>` would: the main button without modifier keys, same origin, no other target, not a
 * download; a link to the very URL on screen replaces the history entry instead of adding one.
 */
export function useLinkClicks(selector: string, options: { preventScrollReset?: boolean } = {}) {
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}${location.hash}`;
  return (event: React.MouseEvent<HTMLElement>) => {
    if (!isPlainClick(event)) return;
    const anchor = event.target instanceof Element ? event.target.closest(selector) : null;
    if (
      !(anchor instanceof HTMLAnchorElement) ||
      (anchor.target && anchor.target !== "_self") ||
      anchor.hasAttribute("download")
    )
      return;
    const url = new URL(anchor.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    const to = `${url.pathname}${url.search}${url.hash}`;
    navigate(to, { replace: to === here, preventScrollReset: options.preventScrollReset });
  };
}

import { useNavigate } from "react-router";

/**
 * Links that repeat on every row (row actions, sort headers) are plain `<a data-table-link>`,
 * and the table takes their clicks in one handler: a `<Link>` per row costs the server a set of
 * router hooks each (ADR 008). Before hydration, or with a modifier key, they are ordinary links.
 */
export function useTableLinkClicks() {
  const navigate = useNavigate();
  return (event: React.MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const anchor = event.target instanceof Element ? event.target.closest("a[data-table-link]") : null;
    if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== "_self")) return;
    const url = new URL(anchor.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    navigate(`${url.pathname}${url.search}${url.hash}`, { preventScrollReset: true });
  };
}

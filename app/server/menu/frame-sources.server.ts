/**
 * Which pages the embedded frame (/myiframe/urlPath?src=, spec §2) may show: the external
 * items of the operator's menu (their exact URL) and any page on an origin of the Worker's
 * FRAME_SOURCES allowlist. The same list makes the CSP's frame-src, so the browser enforces
 * what the loader checks. Pure: used by loaders, the edge entry and tests.
 */
import type { MenuItem } from "~/lib/menu";

/** An absolute http(s) URL with no credentials in it, or null. */
function httpUrl(text: string): URL | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username || url.password) return null;
  return url;
}

/** FRAME_SOURCES ("https://a.example, https://b.example") as origins; anything else is ignored. */
export function parseFrameAllowlist(value: string | undefined | null): string[] {
  const origins = (value ?? "")
    .split(",")
    .map((part) => httpUrl(part)?.origin ?? null)
    .filter((origin): origin is string => origin !== null);
  return [...new Set(origins)];
}

/** The URLs of the menu's external leaves that are pages elsewhere (absolute http(s)). */
export function menuFrameUrls(items: MenuItem[]): URL[] {
  return menuFrames(items).map((frame) => frame.url);
}

/** The menu's framed pages: each external leaf with its http(s) address. */
export function menuFrames(items: MenuItem[]): { item: MenuItem; url: URL }[] {
  const frames: { item: MenuItem; url: URL }[] = [];
  const walk = (nodes: MenuItem[]) => {
    for (const item of nodes) {
      if (item.children.length) walk(item.children);
      else if (item.external) {
        const url = httpUrl(item.path);
        if (url) frames.push({ item, url });
      }
    }
  };
  walk(items);
  return frames;
}

/** The source to frame (normalised), when the menu has it or its origin is allowed; else null. */
export function framableSource(src: string, menu: MenuItem[], allowlist: readonly string[]): string | null {
  const url = httpUrl(src);
  if (!url) return null;
  if (allowlist.includes(url.origin)) return url.href;
  return menuFrameUrls(menu).some((item) => item.href === url.href) ? url.href : null;
}

/** The origins the CSP's frame-src names besides 'self': the menu's framed pages, then the allowlist. */
export function frameOrigins(menu: MenuItem[], allowlist: readonly string[]): string[] {
  return [...new Set([...menuFrameUrls(menu).map((url) => url.origin), ...allowlist])];
}

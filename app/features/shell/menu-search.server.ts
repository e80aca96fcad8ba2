import { pinyin } from "pinyin-pro";
import { resources } from "~/locales";
import { type MenuItem, menuHref } from "~/lib/menu";
import type { SearchEntry } from "./menu-search";

const spelled = new Map<string, { pinyin: string; initials: string }>();

/** Full pinyin and initials of a name (latin parts kept), remembered per isolate. */
export function spell(name: string): { pinyin: string; initials: string } {
  let result = spelled.get(name);
  if (!result) {
    const options = { toneType: "none", type: "array", nonZh: "consecutive", v: true } as const;
    const full = pinyin(name, options);
    const first = pinyin(name, { ...options, pattern: "first" });
    result = { pinyin: full.join("").toLowerCase(), initials: first.join("").toLowerCase() };
    spelled.set(name, result);
  }
  return result;
}

function english(key: string): string {
  let node: unknown = resources.en.translation;
  for (const part of key.split("."))
    node = node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === "string" ? node : "";
}

/** Every leaf of the operator's menu, ready to search. */
export function buildSearchIndex(menu: MenuItem[]): SearchEntry[] {
  const entries: SearchEntry[] = [];
  const walk = (items: MenuItem[]) => {
    for (const item of items) {
      if (item.children.length) walk(item.children);
      else
        entries.push({
          href: menuHref(item),
          name: item.name,
          i18n: item.i18n,
          english: item.i18n ? english(item.i18n) : "",
          ...spell(item.name),
        });
    }
  };
  walk(menu);
  return entries;
}

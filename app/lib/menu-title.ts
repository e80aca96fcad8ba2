/**
 * A screen's document title in the operator's language: the menu name from the texts the
 * console layout sent (`menu.<code>`, packed as one string since ADR 008), else the given
 * Chinese name.
 */
import { type PackedMessages, unpackMessages } from "./i18n";

type MetaMatch = { id: string; loaderData?: unknown; data?: unknown } | undefined;

export function menuTitle(matches: readonly MetaMatch[], code: string, fallback: string): string {
  const layout = matches.find((m) => m?.id === "routes/console/layout");
  const packed = (
    (layout?.loaderData ?? layout?.data) as { messages?: PackedMessages | Record<string, unknown> } | undefined
  )?.messages;
  const messages = packed
    ? (unpackMessages(packed as PackedMessages) as { menu?: Record<string, unknown> })
    : undefined;
  const name = messages?.menu?.[code];
  return typeof name === "string" && name ? name : fallback;
}

/** A described screen's `meta`: its menu name in the operator's language. */
export function screenMeta(spec: { menuCode: string; name: string }) {
  return ({ matches }: { matches: readonly MetaMatch[] }) => [{ title: menuTitle(matches, spec.menuCode, spec.name) }];
}

/**
 * The title of a screen that is not its menu item (a tab sibling such as 白名单 or 业务字典): the
 * text `<texts>.<name>` from the screen's own texts in its loader data, else its Chinese name.
 */
export function screenTitle(loaderData: unknown, spec: { texts: string; name: string }, name: string): string {
  const messages = (loaderData as { messages?: unknown } | undefined)?.messages;
  const text = `${spec.texts}.${name}`
    .split(".")
    .reduce<unknown>(
      (node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined),
      messages,
    );
  return typeof text === "string" && text ? text : spec.name;
}

/**
 * The `meta` of one module serving two screens told apart by its loader's `kind` (字典管理 and
 * 业务字典, 敏感词 and 白名单): the first is a menu item, titled as one; the other a tab sibling,
 * titled by its own texts' `titleName`.
 */
export function pairedScreenMeta<K extends string>(
  specs: Record<K, { menuCode: string; name: string; texts: string }>,
  menuKind: K,
  siblingKind: K,
  titleName: string,
) {
  return ({ matches, loaderData }: { matches: readonly MetaMatch[]; loaderData?: unknown }) => {
    const kind = (loaderData as { kind?: K } | undefined)?.kind ?? menuKind;
    const spec = specs[kind];
    const title =
      kind === siblingKind ? screenTitle(loaderData, spec, titleName) : menuTitle(matches, spec.menuCode, spec.name);
    return [{ title }];
  };
}

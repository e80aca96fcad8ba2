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

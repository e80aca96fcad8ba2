/**
 * A screen's document title in the operator's language: the menu name from the texts the
 * console layout sent (`menu.<code>`), else the given Chinese name.
 */
type MetaMatch = { id: string; loaderData?: unknown; data?: unknown } | undefined;

export function menuTitle(matches: readonly MetaMatch[], code: string, fallback: string): string {
  const layout = matches.find((m) => m?.id === "routes/console/layout");
  const data = (layout?.loaderData ?? layout?.data) as { messages?: { menu?: Record<string, unknown> } } | undefined;
  const name = data?.messages?.menu?.[code];
  return typeof name === "string" && name ? name : fallback;
}

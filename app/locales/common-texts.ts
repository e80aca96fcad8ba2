/**
 * One label fallback (issue 32): a name under a screen's texts (`<texts>.<name>`, e.g.
 * `system.mcc.createTime`) is the screen's own text where it has one, else the kit's common field
 * text (`kit.fields.<name>`: 创建时间, 状态, 备注, …). A screen writes only the texts that differ.
 *
 * The rule is this module's `withCommonTexts`, applied to the dictionaries both sides read: the
 * server's (locales/index.ts: i18next, so the exports' headers, the PDF reports and the pages it
 * renders) and the browser's, where the parts it is sent are merged (lib/i18n.tsx, MoreMessages:
 * the kit's texts come once, with the console's). So every reader of `<texts>.<name>` (the kit's
 * lists, forms, filters and details, a screen's own parts) gets the same answer without a rule of
 * its own.
 */

import type { ScreenArea } from "./screen-texts";

type Texts = Record<string, unknown>;
type ScreenNamespace = ScreenArea;

/**
 * Where the screens' texts live: the areas their folders' texts name (`policy.rateTemplate` →
 * `policy`), each part one screen's (or a few screens') texts. Only the names are read here, so
 * the browser's bundle does not carry the texts themselves.
 */
const NAMESPACES_READ = import.meta.glob<string>("../screens/**/texts.zh.ts", { eager: true, import: "namespace" });
export const SCREEN_NAMESPACES: readonly ScreenNamespace[] = [
  ...new Set(Object.values(NAMESPACES_READ).map((namespace) => namespace.split(".")[0] as ScreenNamespace)),
];

/**
 * 消息中心's screens keep their texts in the `messages` namespace the shell also reads (unread
 * counts, the publish dialog): their descriptors' texts are the namespace itself and its
 * platformInfo part.
 */
const MESSAGES = "messages";

/** A screen's texts as read: the kit's common field texts, then its own over them (a name it has wins whole). */
export const withCommon = (common: Texts, own: Texts): Texts => ({ ...common, ...own });

/** The same, as a type: so a screen's code may name `<texts>.createTime` whether the screen or the kit writes it. */
type WithCommon<Common, Own> = Omit<Common, keyof Own> & Own;
type MessagesTexts<Common, Own> = Own extends { platformInfo: infer Part }
  ? WithCommon<Common, Omit<Own, "platformInfo"> & { platformInfo: WithCommon<Common, Part> }>
  : Own;
export type WithCommonTexts<D extends { kit: { fields: object } }> = {
  [N in keyof D]: N extends ScreenNamespace
    ? { [P in keyof D[N]]: WithCommon<D["kit"]["fields"], D[N][P]> }
    : N extends typeof MESSAGES
      ? MessagesTexts<D["kit"]["fields"], D[N]>
      : D[N];
};

/**
 * The dictionary with the fallback applied to every screen's texts it holds (the dictionary itself
 * is left as written). A part of one (a page's loader data without the kit's texts) is left as it is.
 */
export function withCommonTexts<D extends { kit: { fields: Texts } }>(dictionary: D): WithCommonTexts<D> {
  const all = dictionary as unknown as Record<string, Record<string, Texts> | undefined>;
  const common = dictionary.kit?.fields;
  if (!common) return dictionary as unknown as WithCommonTexts<D>;
  const namespaces = Object.fromEntries(
    SCREEN_NAMESPACES.flatMap((namespace) => {
      const parts = all[namespace];
      return parts
        ? [[namespace, Object.fromEntries(Object.entries(parts).map(([part, own]) => [part, withCommon(common, own)]))]]
        : [];
    }),
  );
  const messages = all[MESSAGES];
  const withMessages = messages
    ? { [MESSAGES]: { ...withCommon(common, messages), platformInfo: withCommon(common, messages.platformInfo ?? {}) } }
    : {};
  return { ...dictionary, ...namespaces, ...withMessages } as WithCommonTexts<D>;
}

import enBase from "./en/translation";
import zhBase from "./zh/translation";
import { packMessages, type PackedMessages } from "~/lib/i18n";
import { SCREEN_NAMESPACES, withCommonTexts } from "./common-texts";
import { screenDictionary } from "./screen-texts";

export * from "./config";

/** Each language: the console's own texts (en/, zh/) and every screen folder's (screen-texts.ts). */
const zh = { ...zhBase, ...screenDictionary("zh") };
const en = { ...enBase, ...screenDictionary("en") };

/**
 * Both dictionaries, for the server (i18next and the root loader), as read: a screen's texts
 * fall back to the kit's common field texts (common-texts.ts). The browser gets only the active
 * language's dictionary as written, through the loaders' data (ADR 003), and applies the same
 * fallback where it merges them (lib/i18n.tsx, MoreMessages): each common text travels once.
 */
export const resources = {
  zh: { translation: withCommonTexts(zh) },
  en: { translation: withCommonTexts(en) },
};

const written = { zh, en } as unknown as Record<"zh" | "en", Messages>;

/** Both dictionaries as written (no fallback applied): for the checks that count what is written twice. */
export const writtenDictionaries = { zh, en };

/** The dictionary as read (each screen's texts with the common ones). */
export type Messages = (typeof resources)["zh"]["translation"];

/** The namespaces every page needs (public pages included); the rest come with the console shell. */
const PUBLIC_NAMESPACES = ["app", "login", "lock", "logout", "errors"] as const;

type Namespace = keyof Messages;

function pick(locale: "zh" | "en", names: readonly Namespace[]): Partial<Messages> {
  const all = written[locale];
  return Object.fromEntries(names.map((name) => [name, all[name]])) as Partial<Messages>;
}

const packed = new Map<string, PackedMessages>();

/** A dictionary part as loader data, packed once per isolate (they never change). */
function packedOnce(key: string, make: () => Partial<Messages>): PackedMessages {
  let value = packed.get(key);
  if (!value) packed.set(key, (value = packMessages(make())));
  return value;
}

export function publicMessages(locale: "zh" | "en"): PackedMessages {
  return packedOnce(`public:${locale}`, () => pick(locale, PUBLIC_NAMESPACES));
}

// SCREEN_NAMESPACES (common-texts.ts): namespaces only their own screens send (large, and useless elsewhere).

export function consoleMessages(locale: "zh" | "en"): PackedMessages {
  return packedOnce(`console:${locale}`, () => {
    const all = written[locale];
    const elsewhere: readonly string[] = [...PUBLIC_NAMESPACES, ...SCREEN_NAMESPACES];
    return pick(
      locale,
      (Object.keys(all) as Namespace[]).filter((name) => !elsewhere.includes(name)),
    );
  });
}

/**
 * The texts a screen sends, from its descriptor's `texts` ("<namespace>.<part>"): only that
 * part of its area's namespace (a business screen sends only its own texts).
 */
export function screenTexts(locale: "zh" | "en", texts: string): Partial<Messages> {
  const key = `${locale}:${texts}`;
  let value = screenParts.get(key);
  if (!value) screenParts.set(key, (value = screenPart(locale, texts)));
  return value;
}

/** One object per screen and language, so the page merges it into its dictionary once per isolate (lib/i18n.tsx). */
const screenParts = new Map<string, Partial<Messages>>();

function screenPart(locale: "zh" | "en", texts: string): Partial<Messages> {
  const [namespace, part] = texts.split(".") as [Namespace, string | undefined];
  const all = written[locale][namespace] as Record<string, unknown> | undefined;
  if (!all || !(SCREEN_NAMESPACES as readonly string[]).includes(namespace)) return {};
  return { [namespace]: part ? { [part]: all[part] } : all } as Partial<Messages>;
}

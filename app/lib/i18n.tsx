/**
 * The translator components use (ADR 003). The server's i18next (remix-i18next) detects the
 * language; the root loader hands the active language's dictionary to the page, and this
 * module looks keys up and interpolates `{{name}}` exactly as i18next does, so server and
 * browser render the same text without shipping i18next (~20 KB) or both dictionaries.
 */
import { createContext, useContext, useMemo } from "react";
import { withCommonTexts } from "~/locales/common-texts";
import { defaultLocale, type Locale } from "~/locales/config";
import type { Messages as Dictionary } from "~/locales";

type Paths<T, Prefix extends string = ""> = {
  [K in keyof T & (string | number)]: T[K] extends string ? `${Prefix}${K}` : Paths<T[K], `${Prefix}${K}.`>;
}[keyof T & (string | number)];

/** The dictionary as read: a screen's texts include the kit's common field texts (locales/common-texts.ts). */
export type Messages = Dictionary;
export type TranslationKey = Paths<Messages>;
export type TranslationValues = Record<string, string | number>;
/** A message for the operator: a locale key with values, or a server text shown as it came. */
export type FormMessageView = { key: TranslationKey; values?: TranslationValues } | { text: string };
export type Translate = (key: TranslationKey, values?: TranslationValues) => string;

/**
 * A key's text in a dictionary. Each dictionary keeps the texts it was asked for (a page asks a
 * few hundred times, mostly the same keys, on every request of the isolate): a key is split and
 * walked once per dictionary.
 */
function lookup(messages: unknown, key: string): string | undefined {
  if (!messages || typeof messages !== "object") return undefined;
  let found = textsFound.get(messages);
  if (!found) textsFound.set(messages, (found = new Map()));
  if (found.has(key)) return found.get(key);
  const text = walk(messages, key);
  found.set(key, text);
  return text;
}

const textsFound = new WeakMap<object, Map<string, string | undefined>>();

function walk(messages: object, key: string): string | undefined {
  let node: unknown = messages;
  for (const part of key.split(".")) {
    if (!node || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" ? node : undefined;
}

/** The text of a key (the key itself when missing), with `{{name}}` placeholders filled. */
export function translate(messages: Messages | null, key: TranslationKey, values?: TranslationValues): string {
  const template = lookup(messages, key) ?? key;
  if (!values) return template;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}

/**
 * A dictionary as loader data: one JSON string. React Router's turbo-stream encodes an object
 * key by key (a few hundred strings for the console's texts, ~1 ms of every document), a string
 * in one go.
 */
export type PackedMessages = string & { readonly packedMessages: true };

export function packMessages(messages: Partial<Messages>): PackedMessages {
  return JSON.stringify(messages) as PackedMessages;
}

const unpacked = new Map<string, Partial<Messages>>();

/** The dictionary a packed string holds (parsed once per distinct string). */
export function unpackMessages(messages: Partial<Messages> | PackedMessages): Partial<Messages> {
  if (typeof messages !== "string") return messages;
  let value = unpacked.get(messages);
  if (!value) {
    value = JSON.parse(messages) as Partial<Messages>;
    if (unpacked.size >= 8) unpacked.clear();
    unpacked.set(messages, value);
  }
  return value;
}

type LocaleState = { locale: Locale; messages: Messages | null };

const LocaleContext = createContext<LocaleState>({ locale: defaultLocale, messages: null });

export const LocaleProvider = LocaleContext.Provider;

/** Adds a part of the dictionary (the console's namespaces) to what the root provided. */
export function MoreMessages({
  messages,
  children,
}: {
  messages: Partial<Messages> | PackedMessages;
  children: React.ReactNode;
}) {
  const outer = useContext(LocaleContext);
  const more = unpackMessages(messages);
  const value = useMemo(
    () => ({ locale: outer.locale, messages: mergedMessages(outer.messages, more) }),
    [outer.locale, outer.messages, more],
  );
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

/** Sentinel key for "no outer dictionary" (a WeakMap takes objects only). */
const NO_MESSAGES = {};
const mergedByOuter = new WeakMap<object, WeakMap<object, Messages>>();

/**
 * A dictionary with a part added, and a screen's texts reading the kit's common field texts
 * where they have none (locales/common-texts.ts). Kept per pair of dictionaries: they are the
 * same objects on every request of an isolate (parsed once, see unpackMessages; a screen's texts
 * are one object per screen, locales/index.ts), so the server merges them once, not per render.
 */
function mergedMessages(outer: Messages | null, more: Partial<Messages>): Messages {
  let byMore = mergedByOuter.get(outer ?? NO_MESSAGES);
  if (!byMore) mergedByOuter.set(outer ?? NO_MESSAGES, (byMore = new WeakMap()));
  let merged = byMore.get(more);
  if (!merged) byMore.set(more, (merged = withCommonTexts({ ...outer, ...more } as Messages) as Messages));
  return merged;
}

export function useLocale(): Locale {
  return useContext(LocaleContext).locale;
}

export function useT(): Translate {
  const { messages } = useContext(LocaleContext);
  return (key, values) => translate(messages, key, values);
}

/**
 * For names the server sends with a locale key (menu items' meta.i18n): the dictionary's text
 * when it has the key, else the server's own name.
 */
export function useLabel(): (key: string, fallback: string) => string {
  const { messages } = useContext(LocaleContext);
  return (key, fallback) => (key && lookup(messages, key)) || fallback;
}

/** What a message view reads: a locale key with values, or a server text shown as it came. */
export function messageText(t: Translate, view: FormMessageView): string {
  return "text" in view ? view.text : t(view.key, view.values);
}

import en from "./en/translation";
import zh from "./zh/translation";

export const supportedLocales = ["zh", "en"] as const;
export type Locale = (typeof supportedLocales)[number];
export const defaultLocale: Locale = "zh";

/** i18next resources: one `translation` namespace per language. */
export const resources = { zh: { translation: zh }, en: { translation: en } };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (supportedLocales as readonly string[]).includes(value);
}

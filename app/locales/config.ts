/** Which languages the console speaks. No dictionaries here: this module ships to browsers. */
export const supportedLocales = ["zh", "en"] as const;
export type Locale = (typeof supportedLocales)[number];
export const defaultLocale: Locale = "zh";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (supportedLocales as readonly string[]).includes(value);
}

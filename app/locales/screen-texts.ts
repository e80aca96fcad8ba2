/**
 * Every screen's texts, from its own folder (issue 32): `app/screens/<path>/texts.zh.ts` names its
 * namespace (`export const namespace = "policy.rateTemplate"`) and registers its type below by
 * declaration merging; `texts.en.ts` beside it must have the same keys (`satisfies typeof zh`).
 * The dictionaries (locales/index.ts) read them here, so a new screen's texts are found, not
 * listed by hand.
 */

// Each screen folder's texts.zh.ts adds `"<area>.<part>": typeof texts` (declare module "~/locales/screen-texts").
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging, one entry per screen folder
export interface ScreenTexts {}

type AreaOf<K> = K extends `${infer Area}.${string}` ? Area : never;

/** The namespaces that hold screens' texts (system, partner, money, …), each part one screen's. */
export type ScreenArea = AreaOf<keyof ScreenTexts>;

/** The screens' texts as the dictionary holds them: `{ policy: { rateTemplate: {…} } }`. */
export type ScreenDictionary = {
  [A in ScreenArea]: { [K in keyof ScreenTexts as K extends `${A}.${infer Part}` ? Part : never]: ScreenTexts[K] };
};

type TextsModule = { namespace?: string; default: Record<string, unknown> };

const ZH = import.meta.glob<TextsModule>("../screens/**/texts.zh.ts", { eager: true });
const EN = import.meta.glob<TextsModule>("../screens/**/texts.en.ts", { eager: true });

/** One language's screen texts, nested by namespace; an English file is read under its Chinese twin's namespace. */
export function screenDictionary(locale: "zh" | "en"): ScreenDictionary {
  const nested: Record<string, Record<string, unknown>> = {};
  for (const [file, zh] of Object.entries(ZH)) {
    const own = locale === "zh" ? zh : EN[file.replace(/texts\.zh\.ts$/, "texts.en.ts")];
    if (!zh.namespace || !own) throw new Error(`${file}: a screen's texts need a namespace and an English twin`);
    const [area, part] = zh.namespace.split(".") as [string, string];
    (nested[area] ??= {})[part] = own.default;
  }
  return nested as ScreenDictionary;
}

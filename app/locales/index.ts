import en from "./en/translation";
import zh from "./zh/translation";

export * from "./config";

/**
 * Both dictionaries, for the server (i18next and the root loader). The browser gets only the
 * active language's dictionary, through the root loader's data (ADR 003).
 */
export const resources = { zh: { translation: zh }, en: { translation: en } };

export type Messages = typeof zh;

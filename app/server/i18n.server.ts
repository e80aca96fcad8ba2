/**
 * Language detection and server-side translation (remix-i18next). Order: `?lng=`, the `lng`
 * cookie written by the language switch, then zh (spec §9; see the order below).
 */
import { preferenceCookie } from "~/server/preference-cookie.server";
import { createI18nextMiddleware } from "remix-i18next";
import { defaultLocale, resources, supportedLocales } from "~/locales";

export const localeCookie = preferenceCookie("lng");

export const [i18nextMiddleware, getLocale, getInstance] = createI18nextMiddleware({
  detection: {
    supportedLanguages: [...supportedLocales],
    fallbackLanguage: defaultLocale,
    cookie: localeCookie,
    // Chinese unless the operator asks for English (?lng= or the switch): the browser's
    // Accept-Language does not override the product's default (spec §9).
    order: ["searchParams", "cookie"],
  },
  i18next: { resources, interpolation: { escapeValue: false } },
});

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: (typeof resources)["zh"];
  }
}

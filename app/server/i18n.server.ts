/**
 * Language detection and server-side translation (remix-i18next). Order: `?lng=`, the `lng`
 * cookie written by the language switch, Accept-Language, then zh (spec §9).
 */
import { createCookie } from "react-router";
import { createI18nextMiddleware } from "remix-i18next";
import { defaultLocale, resources, supportedLocales } from "~/locales";

export const localeCookie = createCookie("lng", {
  path: "/",
  sameSite: "lax",
  secure: true,
  httpOnly: true,
  maxAge: 365 * 24 * 60 * 60,
});

export const [i18nextMiddleware, getLocale, getInstance] = createI18nextMiddleware({
  detection: {
    supportedLanguages: [...supportedLocales],
    fallbackLanguage: defaultLocale,
    cookie: localeCookie,
    order: ["searchParams", "cookie", "header"],
  },
  i18next: { resources, interpolation: { escapeValue: false } },
});

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: (typeof resources)["zh"];
  }
}

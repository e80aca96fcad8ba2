import { readdirSync } from "node:fs";
import { type RouteConfig, type RouteConfigEntry, index, layout, route } from "@react-router/dev/routes";

const SCREENS = new URL("./screens/", import.meta.url);

/**
 * A screen is one folder (issue 32): `app/screens/<path>/route.tsx` (or `route.ts`) is served at
 * `/<path>`, so a new screen is found, not listed here. Folders whose name starts with `_` hold
 * code several screens share and are never served.
 */
function screenRoutes(): RouteConfigEntry[] {
  const files = readdirSync(SCREENS, { recursive: true, encoding: "utf8" }).map((file) => file.replaceAll("\\", "/"));
  return files
    .filter((file) => /(^|\/)route\.tsx?$/.test(file) && !file.split("/").some((part) => part.startsWith("_")))
    .sort()
    .map((file) => route(file.replace(/\/route\.tsx?$/, ""), `screens/${file}`));
}

export default [
  index("routes/index.ts"),
  // Public (spec §2): sign-in and its variants, lock, sign-out, error pages.
  route("login", "routes/login.tsx"),
  route("login/captcha", "routes/login-captcha.ts"),
  route("login/social/:source", "routes/login-social.ts"),
  route("authredirect", "routes/authredirect.ts"),
  route("lock", "routes/lock.tsx"),
  route("logout", "routes/logout.tsx"),
  route("locale", "routes/locale.ts"),
  route("shell", "routes/shell.ts"),
  route("shell/search-index", "routes/shell-search-index.ts"),
  route("shell/marketing", "routes/shell-marketing.ts"),
  // The tenant's current logo, public: the sign-in page shows it (ADR 030).
  route("theme/logo/:tenantId", "routes/theme-logo.ts"),
  route("403", "routes/error-403.tsx"),
  route("404", "routes/error-404.tsx"),
  route("500", "routes/error-500.tsx"),
  // Signed-in screens: the console layout's middleware is the route guard.
  layout("routes/console/layout.tsx", [
    route("main", "routes/console/main.ts"),
    route("main/index", "routes/console/home.tsx"),
    route("info/index", "routes/console/info.tsx"),
    // The flow top-up as pages (issue 16): the shell's dialog without JavaScript.
    route("topup", "routes/console/topup.tsx"),
    route("myiframe/urlPath", "routes/console/iframe.tsx"),
    // The screen kit's resource routes (JSON for the hydrated page; signed-in only).
    route("kit/search/:kind", "routes/console/kit/search.ts"),
    route("kit/check-word", "routes/console/kit/check-word.ts"),
    route("kit/upload", "routes/console/kit/upload.ts"),
    route("kit/columns", "routes/console/kit/columns.ts"),
    route("kit/export/*", "routes/console/kit/export.ts"),
    // A stored file by its reference, for the operators whose menu shows it (ADR 030).
    route("files/:ref", "routes/console/files.ts"),
    // Every screen folder with a route module, at its folder's path (app/screens/<path>/route.tsx).
    ...screenRoutes(),
    route("*", "routes/console/not-found.ts"),
  ]),
] satisfies RouteConfig;

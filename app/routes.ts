import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

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
  route("403", "routes/error-403.tsx"),
  route("404", "routes/error-404.tsx"),
  route("500", "routes/error-500.tsx"),
  // Signed-in screens: the console layout's middleware is the route guard.
  layout("routes/console/layout.tsx", [
    route("main", "routes/console/main.ts"),
    route("main/index", "routes/console/home.tsx"),
    route("info/index", "routes/console/info.tsx"),
    route("myiframe/urlPath", "routes/console/iframe.tsx"),
    route("message/myMessage", "routes/console/messages.tsx", { id: "messages-mine" }),
    route("message/sysNotice", "routes/console/messages.tsx", { id: "messages-system" }),
    route("*", "routes/console/menu-page.tsx"),
  ]),
] satisfies RouteConfig;

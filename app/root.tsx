import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useRouteLoaderData,
} from "react-router";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error";
import { LocaleProvider, type Messages, unpackMessages } from "~/lib/i18n";
import { useNonce } from "~/lib/nonce";
import { defaultLocale, isLocale } from "~/locales/config";
import { publicMessages } from "~/locales";
import { workerEnv } from "~/server/auth.server";
import { getLocale, i18nextMiddleware, localeCookie } from "~/server/i18n.server";
import { DEFAULT_THEME } from "~/lib/theme";
import { currentTenant, tenantTheme } from "~/server/tenant.server";
import type { Route } from "./+types/root";
import "./app.css";

export const middleware = [i18nextMiddleware];

export async function loader({ request, context }: Route.LoaderArgs) {
  const env = workerEnv(context);
  const locale = getLocale(context);
  const tenant = await currentTenant(env, request);
  const theme = await tenantTheme(env, tenant.tenantId);
  // `?lng=en` is honoured for this request and remembered for the next ones.
  const asked = new URL(request.url).searchParams.get("lng");
  const headers = isLocale(asked) ? { "Set-Cookie": await localeCookie.serialize(asked) } : undefined;
  const active = isLocale(locale) ? locale : defaultLocale;
  return data({ locale: active, messages: publicMessages(active), theme }, { headers });
}

/**
 * The root's data (language, its dictionary, the tenant theme) changes only when a form is
 * submitted (language switch, sign-in, sign-out) or `?lng=` changes; plain navigations keep it.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => {
  if (formMethod && formMethod.toUpperCase() !== "GET") return defaultShouldRevalidate;
  return currentUrl.searchParams.get("lng") !== nextUrl.searchParams.get("lng");
};

export type RootData = Awaited<ReturnType<typeof loader>>["data"];

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<RootData>("root");
  const nonce = useNonce();
  const locale = root?.locale ?? defaultLocale;
  return (
    <html lang={locale === "zh" ? "zh-CN" : "en"} data-theme={root?.theme.webTheme ?? DEFAULT_THEME}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="bg-background text-foreground min-h-svh antialiased">
        <LocaleProvider value={{ locale, messages: root ? (unpackMessages(root.messages) as Messages) : null }}>
          {children}
        </LocaleProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export const ErrorBoundary = RouteErrorBoundary;

import { useEffect } from "react";
import { Form, Link, redirect, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { AuthShell } from "~/features/auth/auth-shell";
import { useT } from "~/lib/i18n";
import { announce } from "~/lib/session-broadcast";
import { workerEnv } from "~/server/auth.server";
import { readConfig } from "~/server/config.server";
import { getInstance } from "~/server/i18n.server";
import { backendLogout } from "~/server/oauth.server";
import { clearedSessionCookie, endSession, openSession } from "~/server/session.server";
import type { Route } from "./+types/logout";

/** Spec §8: 正在退出登录..., then /login after 1 s. */
export const LOGOUT_REDIRECT_DELAY_MS = 1000;

export async function loader({ request, context }: Route.LoaderArgs) {
  const env = workerEnv(context);
  const done = new URL(request.url).searchParams.has("done");
  const t = getInstance(context).t;
  if (done) return { done: true, title: t("logout.progress") };
  const session = await openSession(env, request, readConfig(env));
  if (!session) throw redirect("/login");
  return { done: false, title: t("logout.action") };
}

/** Ends the session on the backend and on the edge; the old cookie is worthless afterwards. */
export async function action({ request, context }: Route.ActionArgs) {
  const env = workerEnv(context);
  const config = readConfig(env);
  const session = await openSession(env, request, config);
  if (session) {
    await Promise.all([
      backendLogout(env, { tenantId: session.record.tenantId, accessToken: session.record.accessToken }),
      endSession(env, session.id),
    ]);
  }
  return redirect("/logout?done", { headers: { "Set-Cookie": await clearedSessionCookie(config) } });
}

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const tags: Route.MetaDescriptors = [{ title: loaderData?.title ?? "退出登录" }];
  if (loaderData?.done) tags.push({ httpEquiv: "refresh", content: `${LOGOUT_REDIRECT_DELAY_MS / 1000};url=/login` });
  return tags;
}

export default function LogoutPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const navigate = useNavigate();
  useEffect(() => {
    if (!loaderData.done) return;
    announce("logout");
    const timer = setTimeout(() => navigate("/login", { replace: true }), LOGOUT_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loaderData.done, navigate]);

  if (loaderData.done) {
    return (
      <AuthShell>
        <div className="flex items-center justify-center gap-3 py-6" role="status" aria-live="polite">
          <Spinner aria-label={t("logout.progress")} />
          <span>{t("logout.progress")}</span>
        </div>
      </AuthShell>
    );
  }
  return (
    <AuthShell>
      <div className="grid gap-2">
        <h1 className="text-xl font-semibold">{t("logout.action")}</h1>
        <p className="text-muted-foreground text-sm">{t("logout.confirmText")}</p>
      </div>
      <Form method="post" className="flex justify-end gap-2">
        <Button asChild variant="outline">
          <Link to="/">{t("logout.cancel")}</Link>
        </Button>
        <Button type="submit">{t("logout.confirm")}</Button>
      </Form>
    </AuthShell>
  );
}

export { ErrorBoundary } from "~/components/route-error";

import { LockIcon } from "~/components/icons";
import { useEffect } from "react";
import { Form, Link, redirect, redirectDocument, useNavigation, useRevalidator } from "react-router";
import { parseWithZod } from "@conform-to/zod/v4";
import { Field } from "~/components/field";
import { Button } from "~/components/ui/button";
import { AuthShell } from "~/features/auth/auth-shell";
import { FormAlert } from "~/components/form-alert";
import { unlockSchema } from "~/features/auth/schema";
import { useT } from "~/lib/i18n";
import { announce } from "~/lib/session-broadcast";
import { safeRedirectTarget } from "~/lib/redirect-target";
import { loginRedirectUrl, signedOutRedirect, workerEnv } from "~/server/auth.server";
import { readConfig } from "~/server/config.server";
import { getInstance } from "~/server/i18n.server";
import { openSession, sessionStub } from "~/server/session.server";
import { MAX_UNLOCK_FAILURES } from "~/server/session-store.server";
import type { Route } from "./+types/lock";
import { formFields, readForm } from "~/server/read-form.server";

async function requireSession(request: Request, env: Env) {
  const session = await openSession(env, request, readConfig(env));
  if (!session) throw redirect(loginRedirectUrl(request));
  return session;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireSession(request, workerEnv(context));
  if (!session.record.locked) throw redirect("/");
  return {
    name: session.record.user.nickName || session.record.user.account,
    avatar: session.record.user.avatar,
    canUnlock: Boolean(session.record.unlockVerifier),
    account: session.record.user.account,
    title: getInstance(context).t("lock.title"),
  };
}

/** intent=lock locks the session (from the user menu); otherwise the password unlocks it. */
export async function action({ request, context }: Route.ActionArgs) {
  const env = workerEnv(context);
  const session = await requireSession(request, env);
  const form = await readForm(request);
  const stub = sessionStub(env, session.id);

  if (form.get("intent") === "lock") {
    // The user menu's form names the page to come back to in its URL (server/read-form.server.ts).
    await stub.lock(safeRedirectTarget(formFields(form, request).get("returnTo"), "/main"));
    throw redirect("/lock");
  }
  if (!session.record.locked) throw redirect("/");

  const submission = parseWithZod(form, { schema: unlockSchema });
  if (submission.status !== "success") return { error: "passwordRequired" as const, remaining: null };
  const result = await stub.unlock(submission.value.password);
  // Back to the console as a new document, so its CSP is the console's (frame-src, see sign-in).
  if (result === "unlocked") throw redirectDocument(safeRedirectTarget(session.record.lockedFrom, "/main"));
  if (result === "ended") throw await signedOutRedirect(env, readConfig(env), session.id, null);
  return { error: "wrongPassword" as const, remaining: MAX_UNLOCK_FAILURES - session.record.unlockFailures - 1 };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? "屏幕已锁定" }];
}

export default function LockPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  // Tell the console's other tabs: they go to /lock at once.
  useEffect(() => announce("lock"), []);
  // Unlocked in another tab: coming back here asks the server again, which sends this one on too.
  useEffect(() => {
    const recheck = () => document.visibilityState === "visible" && revalidator.revalidate();
    document.addEventListener("visibilitychange", recheck);
    return () => document.removeEventListener("visibilitychange", recheck);
  }, [revalidator]);
  const busy = navigation.state === "submitting";
  const error =
    actionData?.error === "wrongPassword"
      ? t("lock.wrongPassword", { count: actionData.remaining ?? 0 })
      : actionData?.error === "passwordRequired"
        ? t("lock.passwordRequired")
        : null;
  return (
    <AuthShell>
      <div className="grid justify-items-center gap-3 text-center">
        {loaderData.avatar ? (
          <img src={loaderData.avatar} alt="" width={64} height={64} className="size-16 rounded-full border" />
        ) : (
          <span className="bg-muted grid size-16 place-items-center rounded-full">
            <LockIcon className="size-7" aria-hidden />
          </span>
        )}
        <h1 className="text-xl font-semibold">{t("lock.title")}</h1>
        <p className="text-muted-foreground text-sm">{loaderData.name}</p>
      </div>
      {loaderData.canUnlock ? (
        <Form method="post" replace className="grid gap-4" noValidate>
          <p className="text-muted-foreground text-sm">{t("lock.description")}</p>
          {/* For password managers: which account this password belongs to. */}
          <input type="text" name="username" autoComplete="username" value={loaderData.account} readOnly hidden />
          <Field
            label={t("lock.password")}
            name="password"
            type="password"
            autoComplete="current-password"
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the lock screen asks for this one field: typing the password is all there is to do
            autoFocus
            required
            error={error}
          />
          <Button type="submit" size="lg" disabled={busy}>
            {busy ? t("lock.unlocking") : t("lock.unlock")}
          </Button>
        </Form>
      ) : (
        <FormAlert message={{ key: "lock.noPassword" }} tone="info" />
      )}
      <Button asChild variant="link">
        <Link to="/logout">{t("lock.signInAgain")}</Link>
      </Button>
    </AuthShell>
  );
}

export { ErrorBoundary } from "~/components/route-error";

import { FormAlert } from "~/components/form-alert";
import { infoAction, type InfoActionData, loadProfile } from "~/features/info/info.server";
import { PasswordForm } from "~/features/info/password-form";
import { PhoneForm } from "~/features/info/phone-form";
import { ProfileCard } from "~/features/info/profile-card";
import { useT } from "~/lib/i18n";
import { operatorContext, workerEnv } from "~/server/auth.server";
import { getInstance } from "~/server/i18n.server";
import type { Route } from "./+types/info";

/** 我的信息 (/info/index): the operator's profile, and changing the phone and the password. */
export async function loader({ context }: Route.LoaderArgs) {
  const { profile, error } = await loadProfile(context.get(operatorContext));
  return { profile, error, title: getInstance(context).t("info.title") };
}

export async function action({ request, context }: Route.ActionArgs) {
  return infoAction(request, context.get(operatorContext), workerEnv(context));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? "我的信息" }];
}

export default function InfoPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const state = (actionData as InfoActionData | undefined) ?? null;
  const phoneState = state?.intent === "send-code" || state?.intent === "change-phone" ? state : null;
  const passwordState = state?.intent === "change-password" ? state : null;
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-semibold">{t("info.title")}</h1>
      {loaderData.error ? <FormAlert message={loaderData.error} /> : null}
      {state && !state.intent && state.error ? <FormAlert message={state.error} /> : null}
      <ProfileCard profile={loaderData.profile} />
      <div className="grid items-start gap-6 xl:grid-cols-2">
        <PhoneForm currentPhone={loaderData.profile.phone} state={phoneState} />
        <PasswordForm state={passwordState} />
      </div>
    </div>
  );
}

export { ErrorBoundary } from "~/components/route-error";

import { Form, useFetcher } from "react-router";
import { SegmentedNav } from "~/components/segmented-nav";
import { AuthShell } from "~/features/auth/auth-shell";
import { SandboxCode } from "~/features/auth/sandbox-code";
import { FormAlert } from "~/components/form-alert";
import type { FormMessageView } from "~/lib/i18n";
import { loginAction, loginLoader, type LoginFormState } from "~/features/auth/login.server";
import { Field } from "~/components/field";
import { IntentButton } from "~/components/intent-button";
import { Button } from "~/components/ui/button";
import { buttonVariants } from "~/components/ui/button-variants";
import { type TranslationKey, useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import { workerEnv } from "~/server/auth.server";
import { getInstance } from "~/server/i18n.server";
import type { Route } from "./+types/login";

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await loginLoader(request, workerEnv(context));
  return { ...page, title: getInstance(context).t("login.title") };
}

export async function action({ request, context }: Route.ActionArgs) {
  return loginAction(request, workerEnv(context));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? "登录" }];
}

const MODES = ["password", "phone", "social"] as const;

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const state = actionData as LoginFormState | undefined;
  const mode = state?.mode ?? loaderData.mode;
  const fields = state?.fields ?? {};
  const redirectTo = fields.redirectTo ?? loaderData.redirectTo;
  const modes = MODES.filter((m) => m === "password" || loaderData.loginModes.includes(m));
  const query = (m: string) => {
    const params = new URLSearchParams();
    if (m !== "password") params.set("mode", m);
    if (redirectTo) params.set("redirectTo", redirectTo);
    const search = params.toString();
    return search ? `?${search}` : "";
  };
  const errorText = (field: string) => {
    const key = state?.fieldErrors[field];
    return key ? t(`login.errors.${key}` as TranslationKey) : null;
  };
  const formError: FormMessageView | null = state?.formError ?? loaderData.formError;

  return (
    <AuthShell>
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t("login.welcome")}</h1>
        <p className="text-muted-foreground text-sm">{t("login.subtitle")}</p>
      </div>

      {modes.length > 1 ? (
        <SegmentedNav
          label={t("login.title")}
          items={modes.map((m) => ({ key: m, to: `/login${query(m)}`, label: t(`login.modes.${m}`) }))}
          current={mode}
          replace
          fill
        />
      ) : null}

      <FormAlert message={formError} />
      {state?.notice ? <FormAlert message={state.notice} tone="info" /> : null}

      {mode === "password" ? (
        <PasswordForm
          tenantId={fields.tenantId ?? loaderData.tenantId}
          tenantFromHost={loaderData.tenantFromHost}
          username={fields.username ?? ""}
          redirectTo={redirectTo}
          captchaEnabled={loaderData.captchaEnabled || Boolean(state?.captcha) || Boolean(state?.captchaRequired)}
          captcha={state?.captcha ?? loaderData.captcha}
          errorText={errorText}
        />
      ) : mode === "phone" ? (
        <PhoneForm
          tenantId={fields.tenantId ?? loaderData.tenantId}
          tenantFromHost={loaderData.tenantFromHost}
          phone={fields.phone ?? ""}
          sms={state?.sms ?? null}
          redirectTo={redirectTo}
          errorText={errorText}
        />
      ) : (
        <SocialPanel tenantId={loaderData.tenantId} redirectTo={redirectTo} />
      )}
    </AuthShell>
  );
}

type ErrorText = (field: string) => string | null;

function TenantField(props: { tenantId: string; fromHost: boolean; errorText: ErrorText }) {
  const t = useT();
  if (props.fromHost) return <input type="hidden" name="tenantId" value={props.tenantId} />;
  return (
    <Field
      label={t("login.tenantId")}
      name="tenantId"
      defaultValue={props.tenantId}
      placeholder={t("login.errors.tenantRequired")}
      inputMode="numeric"
      autoComplete="organization"
      maxLength={6}
      required
      error={props.errorText("tenantId")}
    />
  );
}

function PasswordForm(props: {
  tenantId: string;
  tenantFromHost: boolean;
  username: string;
  redirectTo: string;
  captchaEnabled: boolean;
  captcha: { key: string; image: string } | null;
  errorText: ErrorText;
}) {
  const t = useT();
  const captchaFetcher = useFetcher<{ key: string; image: string } | null>();
  const captcha = captchaFetcher.data ?? props.captcha;
  const refreshCaptcha = (event: React.MouseEvent) => {
    event.preventDefault();
    captchaFetcher.load(`/login/captcha?tenantId=${encodeURIComponent(props.tenantId)}`);
  };
  return (
    <Form method="post" replace className="grid gap-4" noValidate>
      <input type="hidden" name="redirectTo" value={props.redirectTo} />
      <TenantField tenantId={props.tenantId} fromHost={props.tenantFromHost} errorText={props.errorText} />
      <Field
        label={t("login.username")}
        name="username"
        defaultValue={props.username}
        placeholder={t("login.errors.usernameRequired")}
        autoComplete="username"
        // eslint-disable-next-line jsx-a11y/no-autofocus -- signing in is all this page is for: the first empty field takes the typing
        autoFocus={!props.username}
        required
        error={props.errorText("username")}
      />
      <Field
        label={t("login.password")}
        name="password"
        type="password"
        placeholder={t("login.errors.passwordRequired")}
        autoComplete="current-password"
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the account is filled in, so the password is the first empty field
        autoFocus={Boolean(props.username)}
        required
        error={props.errorText("password")}
      />
      {props.captchaEnabled ? (
        <>
          <input type="hidden" name="captchaKey" value={captcha?.key ?? ""} />
          <Field
            label={t("login.captcha")}
            name="captchaCode"
            placeholder={t("login.errors.captchaRequired")}
            autoComplete="off"
            maxLength={8}
            required
            error={props.errorText("captchaCode")}
            addon={
              <a
                href={`/login?tenantId=${encodeURIComponent(props.tenantId)}&captcha=1`}
                onClick={refreshCaptcha}
                title={t("login.refreshCaptcha")}
                className="shrink-0 rounded-md border"
              >
                {captcha ? (
                  <img
                    src={captcha.image}
                    alt={t("login.captchaImage")}
                    width={130}
                    height={48}
                    className="h-9 w-auto rounded-md"
                  />
                ) : (
                  <span className="text-muted-foreground block px-3 py-2 text-sm">{t("login.refreshCaptcha")}</span>
                )}
              </a>
            }
          />
        </>
      ) : null}
      <SignInButton intent="password" />
    </Form>
  );
}

/** 登录, for either way of signing in: "登录中…" while its own form is submitting. */
function SignInButton(props: { intent: "password" | "phone" }) {
  const t = useT();
  return (
    <IntentButton
      intent={props.intent}
      label={t("login.title")}
      busyLabel={t("login.submitting")}
      size="lg"
      className="w-full"
    />
  );
}

function PhoneForm(props: {
  tenantId: string;
  tenantFromHost: boolean;
  phone: string;
  sms: { smsId: string; phone: string; sandboxCode: string } | null;
  redirectTo: string;
  errorText: ErrorText;
}) {
  const t = useT();
  return (
    <Form method="post" replace className="grid gap-4" noValidate>
      <input type="hidden" name="redirectTo" value={props.redirectTo} />
      {props.sms ? <input type="hidden" name="smsId" value={props.sms.smsId} /> : null}
      <TenantField tenantId={props.tenantId} fromHost={props.tenantFromHost} errorText={props.errorText} />
      <Field
        label={t("login.phone")}
        name="phone"
        type="tel"
        inputMode="numeric"
        defaultValue={props.phone}
        placeholder={t("login.phonePlaceholder")}
        autoComplete="tel"
        maxLength={11}
        required
        error={props.errorText("phone")}
        addon={
          <Button type="submit" name="intent" value="send-sms" variant="outline" formNoValidate>
            {t("login.sendCode")}
          </Button>
        }
      />
      <SandboxCode code={props.sms?.sandboxCode} />
      <Field
        label={t("login.smsCode")}
        name="smsCode"
        inputMode="numeric"
        placeholder={t("login.errors.smsCodeRequired")}
        autoComplete="one-time-code"
        maxLength={6}
        error={props.errorText("smsCode") ?? props.errorText("smsId")}
      />
      <SignInButton intent="phone" />
    </Form>
  );
}

function SocialPanel({ tenantId, redirectTo }: { tenantId: string; redirectTo: string }) {
  const t = useT();
  const params = new URLSearchParams({ tenantId });
  if (redirectTo) params.set("redirectTo", redirectTo);
  return (
    <div className="grid gap-4">
      <p className="text-muted-foreground text-sm">{t("login.socialIntro")}</p>
      <a
        href={`/login/social/sandbox?${params}`}
        className={cn(buttonVariants({ size: "lg", variant: "outline" }), "w-full")}
      >
        {t("login.socialSandbox")}
      </a>
    </div>
  );
}

export { ErrorBoundary } from "~/components/route-error";

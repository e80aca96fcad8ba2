/**
 * The /login page's loader and action logic: password, phone + SMS code, and the entry to
 * third-party sign-in. Every branch answers with the form state so nothing typed is lost
 * (except the password, which is never echoed back).
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { echoFields, firstErrors } from "~/lib/form-state";
import { data, redirect } from "react-router";
import { safeRedirectTarget } from "~/lib/redirect-target";
import { resource } from "@contract";
import { BackendError, DEFAULT_TENANT_ID, publicCall } from "~/server/backend.server";
import { readConfig } from "~/server/config.server";
import { passwordGrant, smsGrant } from "~/server/oauth.server";
import { openSession } from "~/server/session.server";
import { currentTenant, isTenantId, tenantSettings } from "~/server/tenant.server";
import { md5Hex } from "../../../shared/md5";
import { loginMode, type LoginMode, passwordLoginSchema, phoneLoginSchema, sendSmsSchema } from "./schema";
import {
  type Captcha,
  completeSignIn,
  fetchCaptcha,
  type FormMessage,
  grantFailureMessage,
  LANDING_PATH,
} from "./sign-in.server";
import { allowSmsSend, reserveSignIn, throttleKeys } from "./sign-in-throttle.server";
import { readForm } from "~/server/read-form.server";

export type SmsState = { smsId: string; phone: string; sandboxCode: string };

export type LoginFormState = {
  mode: LoginMode;
  fields: Record<string, string>;
  /** Locale keys under login.errors, per field. */
  fieldErrors: Record<string, string>;
  formError: FormMessage | null;
  notice: FormMessage | null;
  captcha: Captcha | null;
  /** The form must show the captcha, even where the tenant does not ask for one (ADR 028). */
  captchaRequired: boolean;
  sms: SmsState | null;
};

const REASON_MESSAGES = { "401": "login.errors.reason401", "410": "login.errors.reason410" } as const;

export async function loginLoader(request: Request, env: Env) {
  const config = readConfig(env);
  const url = new URL(request.url);
  const session = await openSession(env, request, config);
  if (session) throw redirect(session.record.locked ? "/lock" : "/");

  const tenant = await currentTenant(env, request);
  // `?tenantId=` (the captcha's no-JavaScript refresh link) names the tenant unless a subdomain does.
  const asked = url.searchParams.get("tenantId");
  const tenantId = !tenant.fromHost && isTenantId(asked) ? asked : tenant.tenantId;
  const settings = await tenantSettings(env, tenantId);
  const mode = loginMode(url.searchParams.get("mode"));
  // `?captcha=1`: the no-JavaScript refresh of a captcha an account's failures asked for.
  const captchaEnabled = settings.captchaEnabled || url.searchParams.get("captcha") === "1";
  const captcha = captchaEnabled && mode === "password" ? await fetchCaptcha(env, tenantId) : null;
  const reason = url.searchParams.get("reason");
  const socialError = url.searchParams.get("error");
  const formError: FormMessage | null =
    reason === "401" || reason === "410"
      ? { key: REASON_MESSAGES[reason] }
      : socialError
        ? { key: socialError === "unbound" ? "login.socialUnbound" : "login.socialFailed" }
        : null;
  return {
    mode,
    tenantId,
    tenantFromHost: tenant.fromHost,
    captchaEnabled,
    loginModes: settings.loginModes,
    captcha,
    redirectTo: safeRedirectTarget(url.searchParams.get("redirectTo"), ""),
    formError,
  };
}

function failure(state: Partial<LoginFormState> & { mode: LoginMode }, status = 400) {
  const full: LoginFormState = {
    fields: {},
    fieldErrors: {},
    formError: null,
    notice: null,
    captcha: null,
    captchaRequired: false,
    sms: null,
    ...state,
  };
  return data(full, { status });
}

export async function loginAction(request: Request, env: Env) {
  const formData = await readForm(request);
  const intent = formData.get("intent");
  const tenant = await currentTenant(env, request);
  // A subdomain names the tenant: the form's value cannot override it.
  if (tenant.fromHost) formData.set("tenantId", tenant.tenantId);
  else if (!formData.get("tenantId")) formData.set("tenantId", DEFAULT_TENANT_ID);

  try {
    if (intent === "send-sms") return await sendSms(request, env, formData);
    if (intent === "phone") return await phoneSignIn(request, env, formData);
    return await passwordSignIn(request, env, formData);
  } catch (error) {
    if (error instanceof BackendError) return backendFailed(env, formData, error);
    throw error;
  }
}

/**
 * The backend could not be reached or failed (ADR 009): the form again with the spec's text
 * (服务不可用, 网关错误, 请求超时 …), everything typed but the password; 503 when unreachable.
 */
async function backendFailed(env: Env, formData: FormData, error: BackendError) {
  const intent = formData.get("intent");
  const mode: LoginMode = intent === "send-sms" || intent === "phone" ? "phone" : "password";
  const fields = echoFields(formData, ["tenantId", "username", "phone", "smsId", "redirectTo"]);
  const tenantId = isTenantId(fields.tenantId) ? fields.tenantId : DEFAULT_TENANT_ID;
  // A captcha the form carried (the account's failures asked for it) is asked for again.
  const captchaRequired = mode === "password" && Boolean(formData.get("captchaKey"));
  const captchaEnabled =
    mode === "password" && (captchaRequired || (await tenantSettings(env, tenantId)).captchaEnabled);
  const sms: SmsState | null = fields.smsId
    ? { smsId: fields.smsId, phone: fields.phone ?? "", sandboxCode: "" }
    : null;
  const captcha = captchaEnabled ? await fetchCaptcha(env, tenantId) : null;
  return failure({ mode, fields, sms, formError: error.view, captcha, captchaRequired }, error.network ? 503 : 400);
}

async function passwordSignIn(request: Request, env: Env, formData: FormData) {
  const config = readConfig(env);
  const fields = echoFields(formData, ["tenantId", "username", "redirectTo"]);
  const submission = parseWithZod(formData, { schema: passwordLoginSchema });
  const tenantId = fields.tenantId ?? DEFAULT_TENANT_ID;
  const settings = await tenantSettings(env, /^\d{6}$/.test(tenantId) ? tenantId : DEFAULT_TENANT_ID);
  const retry = async (state: Omit<Partial<LoginFormState>, "mode">, status = 400) => {
    const showCaptcha = settings.captchaEnabled || Boolean(state.captchaRequired);
    return failure(
      { mode: "password", fields, captcha: showCaptcha ? await fetchCaptcha(env, tenantId) : null, ...state },
      status,
    );
  };

  if (submission.status !== "success") return retry({ fieldErrors: firstErrors(submission.error) });
  const form = submission.value;
  if (settings.captchaEnabled && !form.captchaCode) {
    return retry({ fieldErrors: { captchaCode: "captchaRequired" } });
  }

  // After too many recent failures of the account the captcha is required whatever the tenant
  // says (ADR 028): the throttle refuses an attempt without one, the captcha grant checks it.
  const withCaptcha = Boolean(form.captchaKey && form.captchaCode);
  const attempt = await reserveSignIn(env, config, throttleKeys(request, form.tenantId, form.username), {
    captcha: withCaptcha,
  });
  if (!attempt.ok) {
    if (attempt.captchaRequired) return retry({ formError: attempt.message, captchaRequired: true });
    return retry({ formError: attempt.message, captchaRequired: withCaptcha }, 429);
  }

  const result = await passwordGrant(env, {
    tenantId: form.tenantId,
    username: form.username,
    passwordMd5: md5Hex(form.password),
    captchaKey: form.captchaKey,
    captchaCode: form.captchaCode,
    grantType: withCaptcha && !settings.captchaEnabled ? "captcha" : "password",
  }).catch(attempt.releaseOnTransportFailure);
  if (!result.ok) {
    const now = await attempt.failed();
    // A captcha is single use: one that was shown is shown again, a new one.
    const captchaRequired = now.captchaRequired || withCaptcha;
    const { field, message } = grantFailureMessage(result);
    if (field === "captchaCode") return retry({ fieldErrors: { captchaCode: "captchaWrong" }, captchaRequired });
    const notice: FormMessage | null =
      now.captchaRequired && !withCaptcha && !settings.captchaEnabled ? { key: "login.errors.captchaNeeded" } : null;
    return retry({ formError: message, notice, captchaRequired });
  }
  return completeSignIn(env, config, {
    grant: result.grant,
    method: "password",
    password: form.password,
    redirectTo: form.redirectTo || LANDING_PATH,
    attempt,
  });
}

async function sendSms(request: Request, env: Env, formData: FormData) {
  const fields = echoFields(formData, ["tenantId", "phone", "redirectTo"]);
  const submission = parseWithZod(formData, { schema: sendSmsSchema });
  if (submission.status !== "success") {
    return failure({ mode: "phone", fields, fieldErrors: firstErrors(submission.error) });
  }
  const allowed = await allowSmsSend(env, request, submission.value.tenantId, submission.value.phone);
  if (allowed.blocked) {
    const formError: FormMessage = { key: "login.errors.smsThrottled", values: { seconds: allowed.retryAfterSeconds } };
    return failure({ mode: "phone", fields, formError }, 429);
  }
  try {
    const found = await publicCall(env, resource.sms.sendValidate, {
      tenantId: submission.value.tenantId,
      query: { phone: submission.value.phone, tenantId: submission.value.tenantId },
    });
    const sent = found && "id" in found ? found : null;
    const sms: SmsState = {
      smsId: String(sent?.id ?? ""),
      phone: submission.value.phone,
      sandboxCode: typeof sent?.sandboxCode === "string" ? sent.sandboxCode : "",
    };
    return data<LoginFormState>({
      mode: "phone",
      fields,
      fieldErrors: {},
      formError: null,
      notice: { key: "login.codeSent" },
      captcha: null,
      captchaRequired: false,
      sms,
    });
  } catch (error) {
    if (!(error instanceof BackendError)) throw error;
    return failure({ mode: "phone", fields, formError: error.view }, error.network ? 503 : 400);
  }
}

async function phoneSignIn(request: Request, env: Env, formData: FormData) {
  const config = readConfig(env);
  const fields = echoFields(formData, ["tenantId", "phone", "smsId", "redirectTo"]);
  const sms: SmsState | null = fields.smsId
    ? { smsId: fields.smsId, phone: fields.phone ?? "", sandboxCode: "" }
    : null;
  const submission = parseWithZod(formData, { schema: phoneLoginSchema });
  if (submission.status !== "success") {
    return failure({ mode: "phone", fields, sms, fieldErrors: firstErrors(submission.error) });
  }
  const form = submission.value;
  const attempt = await reserveSignIn(env, config, throttleKeys(request, form.tenantId, `phone:${form.phone}`));
  if (!attempt.ok) return failure({ mode: "phone", fields, sms, formError: attempt.message }, 429);

  const result = await smsGrant(env, {
    tenantId: form.tenantId,
    phone: form.phone,
    smsId: form.smsId,
    code: form.smsCode,
  }).catch(attempt.releaseOnTransportFailure);
  if (!result.ok) {
    await attempt.failed();
    const message: FormMessage =
      result.kind === "captcha" || result.kind === "credentials"
        ? { key: "login.errors.smsCodeWrong" }
        : { text: result.description };
    return failure({ mode: "phone", fields, sms, formError: message });
  }
  return completeSignIn(env, config, {
    grant: result.grant,
    method: "phone",
    redirectTo: form.redirectTo || LANDING_PATH,
    attempt,
  });
}

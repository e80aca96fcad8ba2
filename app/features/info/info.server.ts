/**
 * 我的信息 on the edge: the operator's profile (user.detailInfo) and the three
 * forms of the page: send a code to a new phone, change the phone, change the password. Every
 * failure answers 400 with what was typed (never a password) and the message to show: a locale
 * key for the console's own checks, the backend's text as it came for the backend's refusals.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { user as userApi } from "@contract";
import { echoFields, firstErrors } from "~/lib/form-state";
import { data } from "react-router";
import type { FormMessageView } from "~/lib/i18n";
import type { TranslationKey } from "~/lib/i18n";
import { maskEmail, maskMobile } from "~/lib/personal-data";
import { md5Hex } from "../../../shared/md5";
import type { Operator } from "~/server/auth.server";
import { sessionStub } from "~/server/session.server";
import { createUnlockVerifier } from "~/server/unlock-verifier.server";
import { BackendError } from "~/server/backend.server";
import { changePasswordSchema, changePhoneSchema, infoIntent, type InfoIntent, sendCodeSchema } from "./schema";
import { readForm } from "~/server/read-form.server";

/** The part of UserVO the page shows; `phone` and `email` are already masked (spec §5, ADR 029). */
export type Profile = {
  account: string;
  name: string;
  realName: string;
  avatar: string;
  email: string;
  phone: string;
  roleName: string;
  deptName: string;
  tenantName: string;
};

export type InfoActionData = {
  intent: InfoIntent | null;
  /** What was typed, to put back in the form (phone and code only). */
  fields: Record<string, string>;
  fieldErrors: Record<string, TranslationKey>;
  error: FormMessageView | null;
  done: FormMessageView | null;
  /** The code just sent (the sandbox shows it, as an SMS gateway would deliver it). */
  sms: { phone: string; sandboxCode: string } | null;
  /** A counter the page keys its forms by, so a success empties them. */
  at: number;
};

const text = (value: unknown) => (typeof value === "string" ? value : value == null ? "" : String(value));

/** The profile from detailInfo; when that fails, what the session knows, with the reason. */
export async function loadProfile(operator: Operator): Promise<{ profile: Profile; error: FormMessageView | null }> {
  const user = operator.record.user;
  const fallback: Profile = {
    account: user.account,
    name: user.nickName,
    realName: user.realName,
    avatar: user.avatar,
    email: "",
    phone: "",
    roleName: user.roleTitle || user.roleName,
    deptName: user.deptName ?? "",
    tenantName: user.tenantName ?? "",
  };
  try {
    const vo: Record<string, unknown> =
      (await operator.api.call(userApi.detailInfo, { query: { id: user.userId } })) ?? {};
    const pick = (name: keyof Profile) => text(vo[name]) || fallback[name];
    return {
      profile: {
        account: pick("account"),
        name: pick("name"),
        realName: pick("realName"),
        avatar: pick("avatar"),
        // Masked here (ADR 029): the page never needs (or receives) the whole number or address.
        email: maskEmail(pick("email")),
        phone: maskMobile(text(vo.phone)),
        roleName: pick("roleName"),
        deptName: pick("deptName"),
        tenantName: pick("tenantName"),
      },
      error: null,
    };
  } catch (error) {
    if (error instanceof BackendError) return { profile: fallback, error: error.view };
    throw error;
  }
}

function answer(state: Partial<InfoActionData> & { intent: InfoIntent | null }, status = 200) {
  const full: InfoActionData = {
    fields: {},
    fieldErrors: {},
    error: null,
    done: null,
    sms: null,
    at: Date.now(),
    ...state,
  };
  return data(full, { status });
}

/** The backend's own words for a refusal (spec §8: shown as sent, the lockout text in full). */
function refusal(error: unknown): FormMessageView {
  if (error instanceof BackendError) return error.view;
  throw error;
}

export async function infoAction(request: Request, operator: Operator, env: Env) {
  const formData = await readForm(request);
  const intent = infoIntent(formData.get("intent"));
  if (intent === "send-code") return sendCode(operator, formData);
  if (intent === "change-phone") return changePhone(operator, formData);
  if (intent === "change-password") return changePassword(operator, env, formData);
  return answer({ intent: null, error: { text: "操作失败" } }, 400);
}

/**
 * One of the page's forms: checked against `schema` (a failure answers 400 with each field's
 * message), then `run` with its values, whose answer is the success; the backend's refusal answers
 * 400 in its own words. `fields` is what was typed, put back on a failure (never a password).
 */
async function submitForm<Schema extends z.ZodType>(
  formData: FormData,
  schema: Schema,
  form: { intent: InfoIntent; fields?: Record<string, string> },
  run: (value: z.output<Schema>) => Promise<Partial<InfoActionData>>,
) {
  const { intent } = form;
  const typed = form.fields ? { fields: form.fields } : {};
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success")
    return answer({ intent, ...typed, fieldErrors: firstErrors<TranslationKey>(submission.error) }, 400);
  try {
    return answer({ intent, ...(await run(submission.value)) });
  } catch (error) {
    return answer({ intent, ...typed, error: refusal(error) }, 400);
  }
}

function sendCode(operator: Operator, formData: FormData) {
  const fields = echoFields(formData, ["phone", "code"]);
  return submitForm(formData, sendCodeSchema, { intent: "send-code", fields }, async ({ phone }) => {
    const sent: { sandboxCode?: unknown } | null = await operator.api.call(userApi.profile.sendVerificationCode, {
      query: { phone },
    });
    return {
      fields: { ...fields, phone },
      done: { key: "login.codeSent" },
      sms: { phone, sandboxCode: text(sent?.sandboxCode) },
    };
  });
}

function changePhone(operator: Operator, formData: FormData) {
  const fields = echoFields(formData, ["phone", "code"]);
  return submitForm(formData, changePhoneSchema, { intent: "change-phone", fields }, async ({ phone, code }) => {
    // The original console checks the code first, then changes the number with it.
    await operator.api.call(userApi.profile.verificationCodeVerify, { query: { phone, code } });
    await operator.api.call(userApi.profile.updateUsrPhone, { query: { phone, code } });
    return { done: { key: "info.phone.changed", values: { phone: maskMobile(phone) } } };
  });
}

function changePassword(operator: Operator, env: Env, formData: FormData) {
  return submitForm(formData, changePasswordSchema, { intent: "change-password" }, async (form) => {
    // Passwords travel as md5 hex, as the sign-in sends them.
    await operator.api.call(userApi.profile.updateLoginPassword, {
      query: {
        oldPassword: md5Hex(form.oldPassword),
        newPassword: md5Hex(form.newPassword),
        newPassword1: md5Hex(form.confirmPassword),
      },
    });
    // The lock screen unlocks with the sign-in password: from now on, the new one.
    await sessionStub(env, operator.sessionId).changeUnlockPassword(await createUnlockVerifier(form.newPassword));
    return { done: { key: "info.password.changed" } };
  });
}

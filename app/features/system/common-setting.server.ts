/**
 * 通用设置 (/system/commonSetting): one form, not a list. GET /common-setting/detail and POST
 * /common-setting/submit {marketingLink, tokenTime, loginModes (comma-joined; password
 * required), autoLockMinutes}. The catalogue has no button code for it, so the screen is for
 * administrators: roles whose alias is `administrator` (the session's user carries the token's
 * role aliases); everyone else is sent to /403 from the page, and a forged post gets 403.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { kitAction, saveForm } from "~/kit/server/action.server";
import { count, settle, text } from "~/kit/server/page.server";
import { requireScreen, screenData } from "~/kit/server/screen.server";
import { optionalText } from "~/kit/server/schema.server";
import type { Operator } from "~/server/auth.server";
import { type CommonSetting, LOGIN_MODES } from "./common-setting";

const BASE = "/api/cloud-system/common-setting";

export function isAdministrator(operator: Operator): boolean {
  return operator.record.user.roleName.split(",").map((alias) => alias.trim()).includes("administrator");
}

function requireAdministrator(operator: Operator): void {
  if (!isAdministrator(operator)) throw data({ message: "您没有该操作的权限（administrator）", code: "administrator" }, { status: 403 });
}

export async function loadCommonSettingScreen(request: Request, context: Readonly<RouterContextProvider>, operator: Operator) {
  if (!isAdministrator(operator)) throw redirect("/403");
  const [, loaded] = await Promise.all([requireScreen(context), settle(operator.api.get<unknown>(`${BASE}/detail`), {})]);
  const raw = (loaded.value && typeof loaded.value === "object" ? loaded.value : {}) as Record<string, unknown>;
  const modes = text(raw.loginModes).split(",").map((m) => m.trim());
  const setting: CommonSetting = {
    marketingLink: text(raw.marketingLink),
    tokenTime: String(count(raw.tokenTime) ?? 3000),
    loginModes: LOGIN_MODES.filter((mode) => modes.includes(mode)),
    autoLockMinutes: String(count(raw.autoLockMinutes) ?? 0),
  };
  return screenData(request, context, "commonSetting", { setting, loadError: loaded.error });
}

const wholeNumber = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

const settingSchema = z.object({
  marketingLink: optionalText(500).refine((v) => !v || /^(https?:\/\/[^\s"'<>]+|\/[^\s"'<>]*)$/i.test(v), "system.settings.marketingLinkFormat"),
  tokenTime: wholeNumber(300, 86_400, "system.settings.tokenTimeRange"),
  loginModes: z
    .preprocess((value) => (value == null ? [] : Array.isArray(value) ? value : [value]), z.array(z.enum(LOGIN_MODES, { error: "kit.validation.choice" })))
    .refine((modes) => modes.includes("password"), "system.settings.passwordRequired")
    .transform((modes) => LOGIN_MODES.filter((mode) => modes.includes(mode)).join(",")),
  autoLockMinutes: wholeNumber(0, 240, "system.settings.autoLockRange"),
});

export function commonSettingAction(request: Request, operator: Operator) {
  requireAdministrator(operator);
  return kitAction(request, operator, {
    update: {
      permission: null,
      run: (ctx) =>
        saveForm(ctx, {
          schema: settingSchema,
          menuCode: "commonSetting",
          // An emptied marketing link is cleared (the backend keeps a field it is not sent).
          send: (value) => operator.api.post(`${BASE}/submit`, { json: { marketingLink: "", ...value } }),
        }),
    },
  });
}

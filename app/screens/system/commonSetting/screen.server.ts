/**
 * 通用设置 on the server. The catalogue has no button code for it, so the screen is for
 * administrators: roles whose alias is `administrator` (the session's user carries the token's
 * role aliases); everyone else is sent to /403 from the page, and a forged post gets 403.
 */
import { system } from "@contract";
import { data, redirect, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { saveForm, screenIntents } from "~/kit/server/action.server";
import { count, settle, text } from "~/kit/server/page.server";
import { requireScreen, screenData } from "~/kit/server/screen.server";
import { optionalText } from "~/kit/server/schema.server";
import { type Operator, operatorContext } from "~/server/auth.server";
import { type CommonSetting, commonSettingScreen as spec, LOGIN_MODES } from "./screen";

export function isAdministrator(operator: Operator): boolean {
  return operator.record.user.roleName
    .split(",")
    .map((alias) => alias.trim())
    .includes("administrator");
}

function requireAdministrator(operator: Operator): void {
  if (!isAdministrator(operator))
    throw data({ message: "您没有该操作的权限（administrator）", code: "administrator" }, { status: 403 });
}

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export async function loadCommonSetting({ request, context }: Args) {
  const operator = context.get(operatorContext);
  if (!isAdministrator(operator)) throw redirect("/403");
  const [, loaded] = await Promise.all([
    requireScreen(context),
    settle(operator.api.call(system.commonSetting.detail), {}),
  ]);
  const raw: {
    marketingLink?: string | null;
    tokenTime?: unknown;
    loginModes?: string | null;
    autoLockMinutes?: unknown;
  } = loaded.value ?? {};
  const modes = text(raw.loginModes)
    .split(",")
    .map((m) => m.trim());
  const setting: CommonSetting = {
    marketingLink: text(raw.marketingLink),
    tokenTime: String(count(raw.tokenTime) ?? 3000),
    loginModes: LOGIN_MODES.filter((mode) => modes.includes(mode)),
    autoLockMinutes: String(count(raw.autoLockMinutes) ?? 0),
  };
  return screenData(request, context, spec, { setting, loadError: loaded.error });
}

/** A whole number within its field's limits (the page's min and max come from the same descriptor). */
const wholeNumber = (name: "tokenTime" | "autoLockMinutes", message: string) => {
  const { min = 0, max = 0 } = spec.fields[name]!;
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
};

const settingSchema = z.object({
  marketingLink: optionalText(spec.fields.marketingLink!.max!).refine(
    (v) => !v || /^(https?:\/\/[^\s"'<>]+|\/[^\s"'<>]*)$/i.test(v),
    "system.settings.marketingLinkFormat",
  ),
  tokenTime: wholeNumber("tokenTime", "system.settings.tokenTimeRange"),
  loginModes: z
    .preprocess(
      (value) => (value == null ? [] : Array.isArray(value) ? value : [value]),
      z.array(z.enum(LOGIN_MODES, { error: "kit.validation.choice" })),
    )
    .refine((modes) => modes.includes("password"), "system.settings.passwordRequired")
    .transform((modes) => LOGIN_MODES.filter((mode) => modes.includes(mode)).join(",")),
  autoLockMinutes: wholeNumber("autoLockMinutes", "system.settings.autoLockRange"),
});

export const saveCommonSetting = (args: Args) =>
  screenIntents(args, (operator) => {
    requireAdministrator(operator);
    return {
      update: {
        permission: null,
        run: (ctx) =>
          saveForm(ctx, {
            schema: settingSchema,
            menuCode: spec.menuCode,
            // An emptied marketing link is cleared (the backend keeps a field it is not sent).
            send: (value) => operator.api.call(system.commonSetting.submit, { json: { marketingLink: "", ...value } }),
          }),
      },
    };
  });

/**
 * 公众号配置 on the server: the AppSecret is required on create only (an empty one on edit keeps
 * the stored value, as do an empty token and EncodingAESKey), and a failed form's echo never holds
 * a typed secret: the write-only fields are cleared from the answer before it reaches the page.
 */
import { z } from "zod";
import type { KitActionData } from "~/kit/server/action.server";
import { type ActionOptions, formSchema, screenAction } from "~/kit/server/described.server";
import { SECRET_FIELDS, wechatAccountScreen } from "./account";

type Args = Parameters<typeof screenAction>[1];

const base = formSchema(wechatAccountScreen) as z.ZodObject;
const secretOnCreate = z
  .string({ error: "kit.validation.required" })
  .trim()
  .regex(/^[0-9A-Za-z]{32}$/, "wechat.account.appSecretFormat");

export const wechatAccountActions: ActionOptions = {
  schema: {
    create: base.omit({ id: true }).extend({ appSecret: secretOnCreate }),
    update: base.required({ id: true }),
  },
};

/** The answer without the typed secrets (a redirect passes through). */
export function withoutSecrets<T>(result: T): T {
  const payload = (result as { data?: Partial<KitActionData> } | null)?.data;
  if (payload && typeof payload === "object" && payload.values) for (const name of SECRET_FIELDS) delete payload.values[name];
  return result;
}

export async function wechatAccountAction(args: Args) {
  return withoutSecrets(await screenAction(wechatAccountScreen, args, wechatAccountActions));
}

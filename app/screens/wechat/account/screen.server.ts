/**
 * 公众号配置 on the server: the AppSecret is required on create only (an empty one on edit keeps
 * the stored value, as do an empty token and EncodingAESKey). A failed form's echo never holds a
 * typed secret: they are password fields, which the kit never echoes.
 */
import type { z } from "zod";
import { requiredMatching } from "~/kit/server/schema.server";
import { type ActionOptions, formSchema } from "~/kit/server/described.server";
import { wechatAccountScreen } from "./screen";

const base = formSchema(wechatAccountScreen) as z.ZodObject;
const secretOnCreate = requiredMatching(/^[0-9A-Za-z]{32}$/, "wechat.account.appSecretFormat");

export const wechatAccountActions: ActionOptions = {
  schema: {
    create: base.omit({ id: true }).extend({ appSecret: secretOnCreate }),
    update: base.required({ id: true }),
  },
};

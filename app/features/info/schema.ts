/**
 * 我的信息 forms. Each message is a full locale key, so the page translates it as it is; the
 * mobile rule is spec §5's (the login page's messages).
 */
import { z } from "zod";
import type { TranslationKey } from "~/lib/i18n";
import { mobileError } from "~/lib/mobile";
import { PASSWORD_MAX, PASSWORD_MIN } from "./rules";

const key = (value: TranslationKey) => value;

const phone = z
  .string({ error: key("login.errors.mobileRequired") })
  .trim()
  .superRefine((value, ctx) => {
    const error = mobileError(value);
    if (error) ctx.addIssue({ code: "custom", message: key(`login.errors.${error}`) });
  });

export const sendCodeSchema = z.object({ phone });

export const changePhoneSchema = z.object({
  phone,
  code: z
    .string({ error: key("info.errors.codeRequired") })
    .trim()
    .min(1, key("info.errors.codeRequired"))
    .max(12),
});

export const changePasswordSchema = z
  .object({
    oldPassword: z
      .string({ error: key("info.errors.oldPasswordRequired") })
      .min(1, key("info.errors.oldPasswordRequired"))
      .max(128),
    newPassword: z
      .string({ error: key("info.errors.newPasswordRequired") })
      .min(PASSWORD_MIN, key("info.errors.newPasswordLength"))
      .max(PASSWORD_MAX, key("info.errors.newPasswordLength")),
    confirmPassword: z
      .string({ error: key("info.errors.confirmRequired") })
      .min(1, key("info.errors.confirmRequired"))
      .max(128),
  })
  .superRefine((value, ctx) => {
    if (value.newPassword === value.oldPassword) {
      ctx.addIssue({ code: "custom", path: ["newPassword"], message: key("info.errors.newPasswordSame") });
    }
    if (value.confirmPassword !== value.newPassword) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: key("info.errors.confirmMismatch") });
    }
  });

export const INFO_INTENTS = ["send-code", "change-phone", "change-password"] as const;
export type InfoIntent = (typeof INFO_INTENTS)[number];

export function infoIntent(value: unknown): InfoIntent | null {
  return (INFO_INTENTS as readonly unknown[]).includes(value) ? (value as InfoIntent) : null;
}

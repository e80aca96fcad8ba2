/**
 * Sign-in forms. Messages are locale keys under `login.errors.*`; the page translates them.
 * These run on the server for every submission (the login page ships no schema code: its
 * only client checks are the inputs' `required` attributes).
 */
import { z } from "zod";
import { mobileError } from "~/lib/mobile";

const tenantId = z
  .string({ error: "tenantRequired" })
  .trim()
  .min(1, "tenantRequired")
  .regex(/^\d{6}$/, "tenantFormat");

const redirectTo = z.string().max(2048).optional();

export const passwordLoginSchema = z.object({
  tenantId,
  username: z.string({ error: "usernameRequired" }).trim().min(1, "usernameRequired").max(64),
  password: z.string({ error: "passwordRequired" }).min(1, "passwordRequired").max(128),
  captchaKey: z.string().max(128).optional(),
  captchaCode: z.string().trim().max(16).optional(),
  redirectTo,
});

const phone = z
  .string({ error: "mobileRequired" })
  .trim()
  .superRefine((value, ctx) => {
    const error = mobileError(value);
    if (error) ctx.addIssue({ code: "custom", message: error });
  });

export const sendSmsSchema = z.object({ tenantId, phone, redirectTo });

export const phoneLoginSchema = z.object({
  tenantId,
  phone,
  smsId: z.string({ error: "smsIdMissing" }).trim().min(1, "smsIdMissing").max(64),
  smsCode: z.string({ error: "smsCodeRequired" }).trim().min(1, "smsCodeRequired").max(12),
  redirectTo,
});

export const unlockSchema = z.object({
  password: z.string({ error: "passwordRequired" }).min(1, "passwordRequired").max(128),
});

export type LoginMode = "password" | "phone" | "social";

export function loginMode(value: unknown): LoginMode {
  return value === "phone" || value === "social" ? value : "password";
}

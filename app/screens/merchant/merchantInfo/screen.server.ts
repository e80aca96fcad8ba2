/**
 * 商户列表 on the server: the tenant's dictionaries for filters, cells and forms (dict-biz
 * merchant_status, reg_status, merchant_type); the detail checked against the operator's partner
 * scope (ADR 016) before it is shown; the console's own scope check on the stored row before
 * every change; 修改状态 (merchant_status) with the dictionary's values only. Mobile numbers
 * follow spec §5's three messages.
 */
import { merchant } from "@contract";
import { z } from "zod";
import { answer, DONE, type IntentHandler, listUrl } from "~/kit/server/action.server";
import { bizDictionaries } from "~/kit/server/dictionary.server";
import { type ActionOptions, formSchema, type LoadOptions, rowReader } from "~/kit/server/described.server";
import { redirectWithFlash } from "~/kit/server/flash.server";
import { mobileField, requiredMatching, rowIdField } from "~/kit/server/schema.server";
import type { ListQuery } from "~/kit/shared/query";
import type { Operator } from "~/server/auth.server";
import { BackendError } from "~/server/backend.server";
import { fetchHeldDetail, outOfPartnerScope, requireHeld } from "~/kit/server/partner-scope.server";
import { type Merchant, type MerchantDicts, merchantInfoScreen } from "./screen";

const toMerchant = rowReader(merchantInfoScreen);

export async function merchantDicts(operator: Operator): Promise<MerchantDicts> {
  const d = await bizDictionaries(operator, ["merchant_status", "reg_status", "merchant_type"]);
  return { merchantStatus: d.merchant_status, regStatus: d.reg_status, merchantType: d.merchant_type };
}

/** One merchant as stored, within the operator's scope (refused otherwise, as the backend refuses). */
export async function heldMerchant(operator: Operator, id: string): Promise<Record<string, unknown>> {
  const stored = await (
    operator.api.call(merchant.mrcInfo.detail, { query: { id } }) as Promise<Record<string, unknown>>
  ).catch((error: unknown) => {
    throw error instanceof BackendError && error.code === 403 ? outOfPartnerScope() : error;
  });
  await requireHeld(
    operator,
    stored && Object.keys(stored).length ? { ...stored, merchantId: stored.merchantId ?? stored.id } : null,
    "merchant",
  );
  return stored;
}

/** A merchant's detail, shown only within the scope (the dialog's row, and 查看完整's, ADR 029). */
const merchantDetail = (operator: Operator, id: string) =>
  fetchHeldDetail(operator, merchant.mrcInfo.detail, id, toMerchant, "merchant");

export function merchantLoadOptions(operator: Operator) {
  return (_query: ListQuery): LoadOptions<Merchant, MerchantDicts> => ({
    detail: (id) => merchantDetail(operator, id),
    extra: merchantDicts(operator),
  });
}

const merchantSchema = formSchema(merchantInfoScreen).extend({
  merchantType: requiredMatching(/^\d{1,4}$/, "kit.validation.choice"),
  agentId: requiredMatching(/^\d{1,32}$/),
  mobile: mobileField(merchantInfoScreen.texts),
  linkEmail: z
    .string()
    .trim()
    .max(100, "kit.validation.tooLong")
    .refine((v) => !v || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), "kit.validation.format")
    .optional(),
});

const statusSchema = z.object({
  id: rowIdField,
  merchantStatus: z
    .string()
    .trim()
    .regex(/^\d{1,4}$/, "kit.validation.choice"),
});

/** 修改状态: one merchant to one of the tenant's merchant_status values. */
const changeStatus = (operator: Operator): IntentHandler => ({
  permission: "merchant_status",
  run: async (ctx) => {
    const parsed = statusSchema.safeParse(Object.fromEntries(ctx.formData));
    const statuses = (await merchantDicts(operator)).merchantStatus.map((c) => c.value);
    if (!parsed.success || !statuses.includes(parsed.data.merchantStatus)) {
      return answer(ctx, { fieldErrors: { merchantStatus: { key: "kit.validation.choice" } } });
    }
    await heldMerchant(operator, parsed.data.id);
    await operator.api.call(merchant.mrcInfo.updateStatus, {
      query: { id: parsed.data.id, merchantStatus: parsed.data.merchantStatus },
    });
    return redirectWithFlash(listUrl(ctx.request), { ...DONE, tone: "success" });
  },
});

export const merchantActions: ActionOptions = {
  schema: { create: merchantSchema.omit({ id: true }), update: merchantSchema.required({ id: true }) },
  detail: (id, operator) => merchantDetail(operator, id),
  send: async (value, operator, intent) => {
    if (intent === "create") return operator.api.call(merchant.mrcInfo.submit, { json: value });
    await heldMerchant(operator, String(value.id ?? ""));
    return operator.api.call(merchant.mrcInfo.update, { json: value });
  },
  remove: async (id, operator) => {
    await heldMerchant(operator, id);
    return operator.api.call(merchant.mrcInfo.remove, { query: { ids: id } });
  },
  intents: (operator) => ({ status: changeStatus(operator) }),
};

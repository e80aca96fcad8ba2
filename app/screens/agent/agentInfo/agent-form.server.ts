/**
 * 代理商列表's form on the server: the schemas (spec §5's mobile messages, rates, money, the
 * password only when it is to change) and the save and update payloads of spec §3 rebuilt from
 * the flattened fields.
 */
import { z } from "zod";
import { formSchema } from "~/kit/server/described.server";
import { mobileField, requiredMatching, rowIdField } from "~/kit/server/schema.server";
import { wholeValue } from "~/kit/shared/screen";
import { type Agent, agentScreen, MONEY_PATTERN, RATE_PATTERN } from "./screen";

export const T = "partner.agent";
export const rate = z
  .string()
  .trim()
  .regex(wholeValue(RATE_PATTERN), `${T}.rateFormat`)
  .refine((v) => Number(v) <= 100, `${T}.rateFormat`);
export const money = z.string().trim().regex(wholeValue(MONEY_PATTERN), `${T}.moneyFormat`);
export const optional = <S extends z.ZodType>(schema: S) => z.union([z.literal(""), schema]).optional();

const base = formSchema(agentScreen).extend({
  mobile: mobileField(T),
  linkEmail: optional(
    z
      .string()
      .trim()
      .max(100, "kit.validation.tooLong")
      .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, `${T}.emailFormat`),
  ),
  agentAccountingRate: rate,
  settleFeeRate: optional(rate),
  merchantRate: optional(rate),
  channelWxRate: optional(rate),
  channelAliRate: optional(rate),
  channelUnionRate: optional(rate),
  extractRate: optional(rate),
  payLimit: optional(money),
  settleSingleFee: optional(money),
  merchantFixedFee: optional(money),
  settleType: requiredMatching(/^\d{1,2}$/),
  channelCode: requiredMatching(/^[A-Z_]{2,20}$/),
  agentStatus: optional(
    z
      .string()
      .trim()
      .regex(/^\d{1,2}$/, "kit.validation.choice"),
  ),
  parentId: optional(
    z
      .string()
      .trim()
      .regex(/^\d{1,19}(,\d{1,19})*$/, "kit.validation.choice"),
  ),
  businessId: optional(
    z
      .string()
      .trim()
      .regex(/^\d{1,19}$/, "kit.validation.choice"),
  ),
});

const password = z
  .string({ error: "kit.validation.required" })
  .min(6, `${T}.passwordLength`)
  .max(20, `${T}.passwordLength`);

export const createSchema = base
  .omit({ id: true, agentStatus: true, isEditPassword: true, locationStatus: true, editStoreSettleSwitch: true })
  .extend({ password });

export const updateSchema = base
  .omit({ userName: true, parentId: true })
  .extend({ id: rowIdField, password: z.string().optional() })
  .superRefine((value, ctx) => {
    if (value.isEditPassword !== "1") return;
    const checked = password.safeParse(value.password ?? "");
    if (!checked.success)
      ctx.addIssue({ code: "custom", path: ["password"], message: checked.error.issues[0]!.message });
  });

type Value = Record<string, unknown>;
export const str = (value: unknown) => (value == null ? "" : String(value).trim());

/** Spec §3's save payload from the form's fields: the lists rebuilt, empty rates dropped. */
export function savePayload(value: Value): Record<string, unknown> {
  const channelCode = str(value.channelCode);
  const channelRates = Object.fromEntries(
    (
      [
        ["wxRate", "channelWxRate"],
        ["aliRate", "channelAliRate"],
        ["unionRate", "channelUnionRate"],
      ] as const
    )
      .map(([key, field]) => [key, str(value[field])])
      .filter(([, v]) => v),
  );
  return {
    parentId: str(value.parentId).split(",")[0] ?? "",
    agentSettleList: [
      {
        settleType: str(value.settleType),
        feeRate: str(value.settleFeeRate) || "0",
        singleFee: str(value.settleSingleFee) || "0",
      },
    ],
    businessId: str(value.businessId),
    agentName: str(value.agentName),
    userName: str(value.userName),
    password: typeof value.password === "string" ? value.password : "",
    linkMan: str(value.linkMan),
    mobile: str(value.mobile),
    channelCode,
    payLimit: str(value.payLimit),
    settleType: str(value.settleType),
    agentAccountingRate: str(value.agentAccountingRate),
    agentDefaultMerchantRates: [
      { rateType: 1, rateValue: str(value.merchantRate) },
      { rateType: 2, rateValue: str(value.merchantFixedFee) },
    ].filter((r) => r.rateValue !== ""),
    xwStatus: str(value.xwStatus) || "0",
    retStatus: str(value.retStatus) || "0",
    frStatus: str(value.frStatus) || "0",
    smsStatus: str(value.smsStatus) || "0",
    accounRateType: str(value.accounRateType) || "1",
    channelAgentRateVOS: Object.keys(channelRates).length ? [{ channelCode, ...channelRates }] : [],
    linkEmail: str(value.linkEmail),
    agentAccount: str(value.agentAccount),
    tradeFlag: str(value.tradeFlag) || "0",
    extractRate: str(value.extractRate) || "0",
    agentType: str(value.agentType) || "1",
  };
}

/** Spec §3's update payload: the save's, plus id, the levels, status, password switch, location, and the store switch when there is a parent. */
export function updatePayload(value: Value, stored: Agent): Record<string, unknown> {
  const { parentId: _p, userName: _u, password: _pw, ...common } = savePayload(value);
  const editPassword = str(value.isEditPassword) === "1";
  const hasParent = Boolean(stored.parentId && stored.parentId !== "0");
  return {
    ...common,
    ...(editPassword ? { password: String(value.password ?? "") } : {}),
    id: stored.id,
    parentLevel: hasParent ? Number(stored.agentLevel) - 1 : null,
    agentLevel: Number(stored.agentLevel),
    agentStatus: str(value.agentStatus) || stored.agentStatus,
    isEditPassword: editPassword ? "1" : "0",
    locationStatus: str(value.locationStatus) || "0",
    ...(hasParent ? { editStoreSettleSwitch: str(value.editStoreSettleSwitch) || "0" } : {}),
  };
}

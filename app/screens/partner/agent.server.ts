/**
 * 代理商列表 on the server: rows read with the save payload's lists flattened (one merchant
 * percentage rate and fixed fee, the agent's own channel's rates, its settle type's fees); the
 * form's schemas (spec §5's mobile messages, rates, money, the password only when it is to
 * change); the save and update payloads of spec §3 rebuilt from the fields; and the screen's
 * own intents: 修改状态, 账户修改, 批量结算配置, 交易开关, delete. Every change first reads the
 * stored row and checks the partner scope (ADR 016), as the backend does again.
 */
import { z } from "zod";
import { ActionRefused, answer, batchAction, collectIds, type IntentContext, type IntentHandler, listUrl, messageView } from "~/kit/server/action.server";
import { type ActionOptions, formSchema, type LoadOptions, readScreenQuery, rowReader, screenParams } from "~/kit/server/described.server";
import { bizDictionaries } from "~/kit/server/dictionary.server";
import { redirectWithFlash } from "~/kit/server/flash.server";
import { children, fetchDetail, fetchPage, type Loaded, text } from "~/kit/server/page.server";
import { mobileField, rowIdField } from "~/kit/server/schema.server";
import type { ListQuery } from "~/kit/shared/query";
import { wholeValue } from "~/kit/shared/screen";
import type { FormMessageView } from "~/lib/i18n";
import type { Operator } from "~/server/auth.server";
import { heldDetail, loadPartnerScope, storedHeld } from "~/server/partner-scope.server";
import { AGENT_API, type Agent, type AgentDetailExtras, agentScreen, type Choice, MONEY_PATTERN, RATE_PATTERN } from "./agent";

const readRow = rowReader(agentScreen);

const list = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? (value as Record<string, unknown>[]) : []);

/** The backend's AgentVO with its lists flattened to the form's fields. */
export function flattenAgent(raw: Record<string, unknown>): Record<string, unknown> {
  const rates = list(raw.agentDefaultMerchantRates);
  const rate = (type: number) => text(rates.find((r) => Number(r.rateType) === type)?.rateValue);
  const channel = list(raw.channelAgentRateVOS).find((c) => text(c.channelCode) === text(raw.channelCode)) ?? {};
  const settle = list(raw.agentSettleList).find((s) => text(s.settleType) === text(raw.settleType)) ?? {};
  return {
    ...raw,
    merchantRate: rate(1),
    merchantFixedFee: rate(2),
    channelWxRate: text(channel.wxRate),
    channelAliRate: text(channel.aliRate),
    channelUnionRate: text(channel.unionRate),
    settleFeeRate: text(settle.feeRate),
    settleSingleFee: text(settle.singleFee),
  };
}

export const toAgent = (raw: Record<string, unknown>) => readRow(flattenAgent(raw));

/** A stored agent by id, refused outside the scope (the backend's 403 or the console's own check). */
async function storedAgent(operator: Operator, id: string): Promise<Agent> {
  return toAgent(await storedHeld(operator, `${AGENT_API}/detail`, id))!;
}

const choicesOf = (rows: Record<string, unknown>[], value: string, label: string): Choice[] =>
  rows.map((r) => ({ value: text(r[value]), label: text(r[label]) })).filter((c) => c.value);

export type AgentExtra = {
  statuses: Choice[];
  settleTypes: Choice[];
  channels: Choice[];
  /** The operator's own agent (an agent's operator): the default parent of a new agent. */
  ownAgent: { id: string; label: string } | null;
  /** The detail dialog's extra parts, when it is open. */
  detailExtras: AgentDetailExtras | null;
  /** The row a 修改状态 or 账户修改 dialog (?op=…&id=…) is about. */
  opRow: Agent | null;
  opError: boolean;
};

async function detailExtras(operator: Operator, id: string): Promise<AgentDetailExtras | null> {
  const safe = <T>(promise: Promise<T>, fallback: T) => promise.catch(() => fallback);
  const [levels, card, log, rates, channels, bounds] = await Promise.all([
    safe(operator.api.get<unknown>(`${AGENT_API}/levelList`, { id }), []),
    safe(operator.api.get<Record<string, unknown> | null>(`${AGENT_API}/getAgentDebitCard`, { agentId: id }), null),
    safe(operator.api.get<{ records?: unknown }>(`${AGENT_API}/getAgentChangeLogById`, { id, current: 1, size: 10 }), { records: [] }),
    safe(operator.api.get<Record<string, unknown>>(`${AGENT_API}/getAgentRates`, { agentId: id }), null),
    safe(operator.api.get<unknown>(`${AGENT_API}/getChannelTransRate`), []),
    safe(operator.api.get<Record<string, unknown>>(`${AGENT_API}/getRateConfig`), null),
  ]);
  return {
    levels: children(levels).map((l) => ({ agentNo: text(l.agentNo), agentName: text(l.agentName), agentLevel: Number(l.agentLevel) || null })),
    debitCard: card && Object.keys(card).length
      ? { accountName: text(card.accountName), cardNo: text(card.cardNo), bankName: text(card.bankName), branchName: text(card.branchName) }
      : null,
    changeLog: children(log?.records).map((r) => ({
      changeType: text(r.changeType), beforeValue: text(r.beforeValue), afterValue: text(r.afterValue), operator: text(r.operator), createTime: text(r.createTime),
    })),
    rates: rates
      ? {
          parentAccountingRate: text(rates.parentAccountingRate),
          channels: children(channels).map((c) => ({
            channelCode: text(c.channelCode), channelName: text(c.channelName), wxRate: text(c.wxRate), aliRate: text(c.aliRate), unionRate: text(c.unionRate),
          })),
          bounds: { minMerchantRate: text(bounds?.minMerchantRate), maxMerchantRate: text(bounds?.maxMerchantRate), maxFixedFee: text(bounds?.maxFixedFee) },
        }
      : null,
  };
}

/** The detail as the kit loads it, refused (as the backend would) when the scope does not hold it. */
async function scopedDetail(operator: Operator, id: string): Promise<Loaded<Agent | null>> {
  return heldDetail(operator, await fetchDetail(operator, `${AGENT_API}/detail`, { id }, toAgent));
}

export const AGENT_OPS = ["status", "account"] as const;

export function agentLoadOptions(operator: Operator, request: Request) {
  return (query: ListQuery): LoadOptions<Agent, AgentExtra> => {
    const url = new URL(request.url);
    const op = AGENT_OPS.find((o) => o === url.searchParams.get("op"));
    const opId = rowIdField.safeParse(url.searchParams.get("id"));
    const viewing = query.dialog === "view" && query.id ? query.id : null;
    return {
      list: (q) => fetchPage(operator, agentScreen.api.list, screenParams(agentScreen, q), q, toAgent),
      detail: (id) => scopedDetail(operator, id),
      extra: (async () => {
        const [dicts, channels, scope, extras, opLoaded] = await Promise.all([
          bizDictionaries(operator, ["agent_status", "settle_type"] as const),
          operator.api.get<unknown>(`${AGENT_API}/getChannelTransRate`).catch(() => []),
          loadPartnerScope(operator).catch(() => ({ kind: "platform" }) as const),
          viewing ? detailExtras(operator, viewing) : Promise.resolve(null),
          op && opId.success ? scopedDetail(operator, opId.data) : Promise.resolve(null),
        ]);
        let ownAgent: AgentExtra["ownAgent"] = null;
        if (scope.kind === "agent" && query.dialog === "create") {
          const own = await operator.api.get<Record<string, unknown>>(`${AGENT_API}/detail`, { id: scope.agentId }).catch(() => null);
          ownAgent = { id: scope.agentId, label: text(own?.agentName) || scope.agentId };
        }
        return {
          statuses: dicts.agent_status,
          settleTypes: dicts.settle_type,
          channels: choicesOf(children(channels), "channelCode", "channelName"),
          ownAgent,
          detailExtras: extras,
          opRow: opLoaded?.value ?? null,
          opError: Boolean(op && (!opLoaded || !opLoaded.value)),
        };
      })(),
    };
  };
}

/* The form. */

const T = "partner.agent";
const rate = z.string().trim().regex(wholeValue(RATE_PATTERN), `${T}.rateFormat`).refine((v) => Number(v) <= 100, `${T}.rateFormat`);
const money = z.string().trim().regex(wholeValue(MONEY_PATTERN), `${T}.moneyFormat`);
const optional = <S extends z.ZodType>(schema: S) => z.union([z.literal(""), schema]).optional();

const base = formSchema(agentScreen).extend({
  mobile: mobileField(T),
  linkEmail: optional(z.string().trim().max(100, "kit.validation.tooLong").regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, `${T}.emailFormat`)),
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
  settleType: z.string({ error: "kit.validation.required" }).trim().regex(/^\d{1,2}$/, "kit.validation.required"),
  channelCode: z.string({ error: "kit.validation.required" }).trim().regex(/^[A-Z_]{2,20}$/, "kit.validation.required"),
  agentStatus: optional(z.string().trim().regex(/^\d{1,2}$/, "kit.validation.choice")),
  parentId: optional(z.string().trim().regex(/^\d{1,19}(,\d{1,19})*$/, "kit.validation.choice")),
  businessId: optional(z.string().trim().regex(/^\d{1,19}$/, "kit.validation.choice")),
});

const password = z.string({ error: "kit.validation.required" }).min(6, `${T}.passwordLength`).max(20, `${T}.passwordLength`);

const createSchema = base.omit({ id: true, agentStatus: true, isEditPassword: true, locationStatus: true, editStoreSettleSwitch: true }).extend({ password });

const updateSchema = base
  .omit({ userName: true, parentId: true })
  .extend({ id: rowIdField, password: z.string().optional() })
  .superRefine((value, ctx) => {
    if (value.isEditPassword !== "1") return;
    const checked = password.safeParse(value.password ?? "");
    if (!checked.success) ctx.addIssue({ code: "custom", path: ["password"], message: checked.error.issues[0]!.message });
  });

type Value = Record<string, unknown>;
const str = (value: unknown) => (value == null ? "" : String(value).trim());

/** Spec §3's save payload from the form's fields: the lists rebuilt, empty rates dropped. */
export function savePayload(value: Value): Record<string, unknown> {
  const channelCode = str(value.channelCode);
  const channelRates = Object.fromEntries(
    ([["wxRate", "channelWxRate"], ["aliRate", "channelAliRate"], ["unionRate", "channelUnionRate"]] as const)
      .map(([key, field]) => [key, str(value[field])])
      .filter(([, v]) => v),
  );
  return {
    parentId: str(value.parentId).split(",")[0] ?? "",
    agentSettleList: [{ settleType: str(value.settleType), feeRate: str(value.settleFeeRate) || "0", singleFee: str(value.settleSingleFee) || "0" }],
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

/* The screen's own intents. */

function done(request: Request): string {
  const url = new URL(listUrl(request), "http://x");
  url.searchParams.delete("op");
  return `${url.pathname}${url.search}`;
}

const statusSchema = z.object({ id: rowIdField, agentStatus: z.string({ error: "kit.validation.required" }).trim().regex(/^\d{1,2}$/, "kit.validation.required") });
const accountSchema = z.object({
  id: rowIdField,
  agentAccount: z.string({ error: "kit.validation.required" }).trim().regex(/^\d{8,30}$/, `${T}.accountFormat`),
  accountName: z.string({ error: "kit.validation.required" }).trim().min(1, "kit.validation.required").max(50, "kit.validation.tooLong"),
  bankName: z.string({ error: "kit.validation.required" }).trim().min(1, "kit.validation.required").max(50, "kit.validation.tooLong"),
  branchName: z.string().trim().max(100, "kit.validation.tooLong").optional(),
});
const settleSchema = z.object({
  settleType: z.string({ error: "kit.validation.required" }).trim().regex(/^\d{1,2}$/, "kit.validation.required"),
  feeRate: optional(rate),
  singleFee: optional(money),
});

/** Validates a small form: its value, or each bad field's message (the page keeps everything typed). */
function parsed<S extends z.ZodType>(ctx: IntentContext, schema: S): { value: z.infer<S> } | { fieldErrors: Record<string, FormMessageView> } {
  const result = schema.safeParse(Object.fromEntries(ctx.formData));
  if (result.success) return { value: result.data };
  const fieldErrors: Record<string, FormMessageView> = {};
  for (const issue of result.error.issues) {
    const name = String(issue.path[0] ?? "");
    if (name && !fieldErrors[name]) fieldErrors[name] = messageView(issue.message);
  }
  return { fieldErrors };
}

/** A choice the tenant's dictionary holds (a forged status is refused before the backend sees it). */
async function requireChoice(operator: Operator, code: "agent_status" | "settle_type", value: string): Promise<void> {
  const dict = await bizDictionaries(operator, [code]);
  if (dict[code].length && !dict[code].some((c) => c.value === value)) throw new ActionRefused({ key: "kit.validation.choice" }, 400);
}

/** The rows a batch names, each checked against the partner scope. */
async function heldIds(operator: Operator, ids: string[]): Promise<void> {
  for (let i = 0; i < ids.length; i += 8) await Promise.all(ids.slice(i, i + 8).map((id) => storedAgent(operator, id)));
}

function chosenIds(ctx: IntentContext): Promise<string[]> | string[] {
  if (ctx.formData.get("scope") === "all") {
    const { current: _c, size: _s, ...filters } = screenParams(agentScreen, readScreenQuery(agentScreen, ctx.request));
    return collectIds(ctx.operator, agentScreen.api.list, filters, 200);
  }
  // The batch bar posts one `ids` per row; the settlement form posts them comma-joined.
  const ids = ctx.formData.getAll("ids").flatMap((value) => (typeof value === "string" ? value.split(",") : []));
  return [...new Set(ids.map((id) => id.trim()).filter((id) => /^\d{1,19}$/.test(id)))].slice(0, 200);
}

const tradeFlag = (flag: "0" | "1"): ((operator: Operator) => IntentHandler) => (operator) => ({
  permission: "agent_trade_flag",
  run: (ctx) =>
    batchAction(ctx, {
      resolveAll: () => {
        const { current: _c, size: _s, ...filters } = screenParams(agentScreen, readScreenQuery(agentScreen, ctx.request));
        return collectIds(operator, agentScreen.api.list, filters, 200);
      },
      limit: 200,
      runOne: async (id) => {
        await storedAgent(operator, id);
        return operator.api.get(`${AGENT_API}/batchSetAgentTradeFlag`, { ids: id, tradeFlag: flag });
      },
    }),
});

export const agentActions: ActionOptions = {
  schema: { create: createSchema, update: updateSchema },
  send: async (value, operator, intent) => {
    if (intent === "create") {
      const parentId = str(value.parentId).split(",")[0];
      if (parentId) await storedAgent(operator, parentId);
      return operator.api.post(`${AGENT_API}/save`, { json: savePayload(value) });
    }
    const stored = await storedAgent(operator, str(value.id));
    return operator.api.post(`${AGENT_API}/update`, { json: updatePayload(value, stored) });
  },
  remove: async (id, operator) => {
    await storedAgent(operator, id);
    return operator.api.delete(`${AGENT_API}/batchDelete`, { ids: id });
  },
  intents: (operator) => ({
    status: {
      permission: "agent_status",
      run: async (ctx) => {
        const form = parsed(ctx, statusSchema);
        if ("fieldErrors" in form) return answer(ctx, form);
        const { value } = form;
        await requireChoice(operator, "agent_status", value.agentStatus);
        await storedAgent(operator, value.id);
        await operator.api.post(`${AGENT_API}/updateStatus`, { json: value });
        return redirectWithFlash(done(ctx.request), { key: "kit.done", tone: "success" });
      },
    },
    account: {
      permission: "agent_account",
      run: async (ctx) => {
        const form = parsed(ctx, accountSchema);
        if ("fieldErrors" in form) return answer(ctx, form);
        const { value } = form;
        await storedAgent(operator, value.id);
        await operator.api.post(`${AGENT_API}/updateAgentAccount`, { json: value });
        return redirectWithFlash(done(ctx.request), { key: "kit.done", tone: "success" });
      },
    },
    // 批量结算配置: the batch bar's rows first (answered with the form), then the form with them.
    "settle-config": {
      permission: "agent_settle",
      run: async (ctx) => {
        const ids = await chosenIds(ctx);
        if (ids.length === 0) return answer(ctx, { formError: { key: "kit.noneSelected" } });
        if (!ctx.formData.has("settleType")) return answer(ctx, { values: { ids } }, 200);
        const form = parsed(ctx, settleSchema);
        if ("fieldErrors" in form) return answer(ctx, form);
        const { value } = form;
        await requireChoice(operator, "settle_type", value.settleType);
        await heldIds(operator, ids);
        await operator.api.post(`${AGENT_API}/batchSetAgentSettlementConfig`, {
          json: { ids: ids.join(","), settleType: value.settleType, feeRate: value.feeRate || "0", singleFee: value.singleFee || "0" },
        });
        return redirectWithFlash(done(ctx.request), { key: "kit.batchDone", values: { count: ids.length }, tone: "success" });
      },
    },
    "trade-on": tradeFlag("1")(operator),
    "trade-off": tradeFlag("0")(operator),
  }),
};

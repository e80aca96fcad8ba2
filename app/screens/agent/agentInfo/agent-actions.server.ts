/**
 * 代理商列表's actions: create and update (the payloads of agent-form.server.ts), delete, and the
 * screen's own intents 修改状态, 账户修改, 批量结算配置 and 交易开关. Every change first reads
 * the stored row and checks the partner scope (ADR 016), as the backend does again.
 */
import { agent } from "@contract";
import { z } from "zod";
import {
  ActionRefused,
  answer,
  batchAction,
  collectIds,
  type IntentContext,
  type IntentHandler,
  listUrl,
  messageView,
} from "~/kit/server/action.server";
import { type ActionOptions, readScreenQuery, screenParams } from "~/kit/server/described.server";
import { bizDictionaries } from "~/kit/server/dictionary.server";
import { redirectWithFlash } from "~/kit/server/flash.server";
import { optionalText, requiredMatching, requiredText, rowIdField } from "~/kit/server/schema.server";
import type { FormMessageView } from "~/lib/i18n";
import type { Operator } from "~/server/auth.server";
import { agentScreen } from "./screen";
import {
  createSchema,
  money,
  optional,
  rate,
  savePayload,
  str,
  T,
  updatePayload,
  updateSchema,
} from "./agent-form.server";
import { scopedDetail, storedAgent } from "./screen.server";

function done(request: Request): string {
  const url = new URL(listUrl(request), "http://x");
  url.searchParams.delete("op");
  return `${url.pathname}${url.search}`;
}

const statusSchema = z.object({
  id: rowIdField,
  agentStatus: requiredMatching(/^\d{1,2}$/),
});
const accountSchema = z.object({
  id: rowIdField,
  agentAccount: requiredMatching(/^\d{8,30}$/, `${T}.accountFormat`),
  accountName: requiredText(50),
  bankName: requiredText(50),
  branchName: optionalText(100),
});
const settleSchema = z.object({
  settleType: requiredMatching(/^\d{1,2}$/),
  feeRate: optional(rate),
  singleFee: optional(money),
});

/** Validates a small form: its value, or each bad field's message (the page keeps everything typed). */
function parsed<S extends z.ZodType>(
  ctx: IntentContext,
  schema: S,
): { value: z.infer<S> } | { fieldErrors: Record<string, FormMessageView> } {
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
  if (dict[code].length && !dict[code].some((c) => c.value === value))
    throw new ActionRefused({ key: "kit.validation.choice" }, 400);
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

const tradeFlag =
  (flag: "0" | "1"): ((operator: Operator) => IntentHandler) =>
  (operator) => ({
    permission: "agent_trade_flag",
    run: (ctx) =>
      batchAction(ctx, {
        resolveAll: () => {
          const {
            current: _c,
            size: _s,
            ...filters
          } = screenParams(agentScreen, readScreenQuery(agentScreen, ctx.request));
          return collectIds(operator, agentScreen.api.list, filters, 200);
        },
        limit: 200,
        runOne: async (id) => {
          await storedAgent(operator, id);
          return operator.api.call(agent.agentInfo.batchTradeFlag, { query: { ids: id, tradeFlag: flag } });
        },
      }),
  });

export const agentActions: ActionOptions = {
  schema: { create: createSchema, update: updateSchema },
  detail: (id, operator) => scopedDetail(operator, id),
  send: async (value, operator, intent) => {
    if (intent === "create") {
      const parentId = str(value.parentId).split(",")[0];
      if (parentId) await storedAgent(operator, parentId);
      return operator.api.call(agent.agentInfo.save, { json: savePayload(value) });
    }
    const stored = await storedAgent(operator, str(value.id));
    return operator.api.call(agent.agentInfo.update, { json: updatePayload(value, stored) });
  },
  remove: async (id, operator) => {
    await storedAgent(operator, id);
    return operator.api.call(agent.agentInfo.batchDelete, { query: { ids: id } });
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
        await operator.api.call(agent.agentInfo.updateStatus, { json: value });
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
        await operator.api.call(agent.agentInfo.updateAccount, { json: value });
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
        await operator.api.call(agent.agentInfo.batchSettlement, {
          json: {
            ids: ids.join(","),
            settleType: value.settleType,
            feeRate: value.feeRate || "0",
            singleFee: value.singleFee || "0",
          },
        });
        return redirectWithFlash(done(ctx.request), {
          key: "kit.batchDone",
          values: { count: ids.length },
          tone: "success",
        });
      },
    },
    "trade-on": tradeFlag("1")(operator),
    "trade-off": tradeFlag("0")(operator),
  }),
};

/**
 * 代理商列表 on the server, its reads: rows read with the save payload's lists flattened (one
 * merchant percentage rate and fixed fee, the agent's own channel's rates, its settle type's
 * fees), the tenant's dictionaries and channels for filters and forms, the detail's level chain,
 * rates, card and change log, and the row a 修改状态 / 账户修改 dialog is about. Every row shown
 * is within the operator's partner scope (ADR 016), as the backend answers it. The form is in
 * agent-form.server.ts, the actions in agent-actions.server.ts.
 */
import { type LoadOptions, rowReader, screenParams } from "~/kit/server/described.server";
import { bizDictionaries } from "~/kit/server/dictionary.server";
import { children, fetchPage, type Loaded, text } from "~/kit/server/page.server";
import { can } from "~/kit/server/permissions.server";
import { maskRow } from "~/kit/server/personal.server";
import { rowIdField } from "~/kit/server/schema.server";
import { maskBankCard, maskFreeText } from "~/lib/personal-data";
import type { ListQuery } from "~/kit/shared/query";
import type { Operator } from "~/server/auth.server";
import { fetchHeldDetail, loadPartnerScope, storedHeld } from "~/kit/server/partner-scope.server";
import { agent } from "@contract";
import { type Agent, type AgentDetailExtras, type AgentPolicyCosts, agentScreen, type Choice } from "./screen";

const readRow = rowReader(agentScreen);

const list = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? (value as Record<string, unknown>[]) : [];

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
export async function storedAgent(operator: Operator, id: string): Promise<Agent> {
  return toAgent(await storedHeld(operator, agent.agentInfo.detail, id))!;
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
  /** The agent's costs as policies set them, when its 查看 or 修改 dialog is open. */
  policyCosts: AgentPolicyCosts | null;
  /** The row a 修改状态 or 账户修改 dialog (?op=…&id=…) is about. */
  opRow: Agent | null;
  opError: boolean;
};

type Raw = Record<string, unknown>;

/** getAgentRates' policy costs (policyRates, policySource, nextPolicy, parentPolicyRates) as the dialogs show them; null without any. */
export function policyCostsOf(raw: Raw | null): AgentPolicyCosts | null {
  const own = children(raw?.policyRates);
  if (!raw || own.length === 0) return null;
  const parent = new Map(children(raw.parentPolicyRates).map((p) => [`${text(p.channelCode)}:${text(p.payType)}`, p]));
  const source = (raw.policySource ?? {}) as Raw;
  const next = raw.nextPolicy && typeof raw.nextPolicy === "object" ? (raw.nextPolicy as Raw) : null;
  return {
    rows: own.map((r) => {
      const p = parent.get(`${text(r.channelCode)}:${text(r.payType)}`);
      return {
        channelName: text(r.channelName),
        payTypeName: text(r.payTypeName),
        rate: text(r.rate),
        cap: text(r.cap),
        parentRate: text(p?.rate),
        parentCap: text(p?.cap),
      };
    }),
    withParent: parent.size > 0,
    source:
      text(source.kind) === "policy"
        ? {
            kind: "policy",
            policyName: text(source.policyName),
            templateName: text(source.templateName),
            effectiveDate: text(source.effectiveDate),
          }
        : { kind: "own", rate: text(own[0]!.rate) || text(raw.agentAccountingRate) },
    next: next
      ? {
          policyName: text(next.policyName),
          templateName: text(next.templateName),
          effectiveDate: text(next.effectiveDate),
        }
      : null,
  };
}

async function detailExtras(
  operator: Operator,
  id: string,
  ratesLoad: Promise<Raw | null>,
): Promise<AgentDetailExtras | null> {
  const safe = <T>(promise: Promise<T>, fallback: T) => promise.catch(() => fallback);
  const [levels, card, log, rates, channels, bounds] = await Promise.all([
    safe(operator.api.call(agent.agentInfo.levelList, { query: { id } }), []),
    safe(
      operator.api.call(agent.agentInfo.debitCard, { query: { agentId: id } }) as Promise<Record<
        string,
        unknown
      > | null>,
      null,
    ),
    safe<{ records?: unknown }>(operator.api.call(agent.agentInfo.changeLog, { query: { id, current: 1, size: 10 } }), {
      records: [],
    }),
    ratesLoad,
    safe(operator.api.call(agent.agentInfo.channelTransRate), []),
    safe(operator.api.call(agent.agentInfo.rateConfig) as Promise<Record<string, unknown> | null>, null),
  ]);
  return {
    levels: children(levels).map((l) => ({
      agentNo: text(l.agentNo),
      agentName: text(l.agentName),
      agentLevel: Number(l.agentLevel) || null,
    })),
    debitCard:
      card && Object.keys(card).length
        ? {
            accountName: text(card.accountName),
            cardNo: maskBankCard(card.cardNo),
            bankName: text(card.bankName),
            branchName: text(card.branchName),
          }
        : null,
    // A change of a mobile or an account shows its values masked (ADR 029).
    changeLog: children(log?.records).map((r) => ({
      changeType: text(r.changeType),
      beforeValue: maskFreeText(r.beforeValue),
      afterValue: maskFreeText(r.afterValue),
      operator: text(r.operator),
      createTime: text(r.createTime),
    })),
    rates: rates
      ? {
          parentAccountingRate: text(rates.parentAccountingRate),
          channels: children(channels).map((c) => ({
            channelCode: text(c.channelCode),
            channelName: text(c.channelName),
            wxRate: text(c.wxRate),
            aliRate: text(c.aliRate),
            unionRate: text(c.unionRate),
          })),
          bounds: {
            minMerchantRate: text(bounds?.minMerchantRate),
            maxMerchantRate: text(bounds?.maxMerchantRate),
            maxFixedFee: text(bounds?.maxFixedFee),
          },
        }
      : null,
  };
}

/** The detail as the kit loads it, refused (as the backend would) when the scope does not hold it (also 查看完整's row, ADR 029). */
export async function scopedDetail(operator: Operator, id: string): Promise<Loaded<Agent | null>> {
  return fetchHeldDetail(operator, agent.agentInfo.detail, id, toAgent);
}

export const AGENT_OPS = ["status", "account"] as const;

export function agentLoadOptions(operator: Operator, request: Request) {
  return (query: ListQuery): LoadOptions<Agent, AgentExtra> => {
    const url = new URL(request.url);
    const op = AGENT_OPS.find((o) => o === url.searchParams.get("op"));
    const opId = rowIdField.safeParse(url.searchParams.get("id"));
    const viewing = query.dialog === "view" && query.id ? query.id : null;
    // 查看 and 修改 show the agent's costs (getAgentRates, read once for both parts of 查看).
    const priced = (query.dialog === "view" || query.dialog === "edit") && query.id ? query.id : null;
    const ratesLoad: Promise<Raw | null> = priced
      ? (operator.api.call(agent.agentInfo.rates, { query: { agentId: priced } }) as Promise<Raw | null>).catch(
          () => null,
        )
      : Promise.resolve(null);
    return {
      list: (q) => fetchPage(operator, agentScreen.api.list, screenParams(agentScreen, q), q, toAgent),
      detail: (id) => scopedDetail(operator, id),
      extra: (async () => {
        const [dicts, channels, scope, extras, opLoaded, rates] = await Promise.all([
          bizDictionaries(operator, ["agent_status", "settle_type"] as const),
          operator.api.call(agent.agentInfo.channelTransRate).catch(() => []),
          loadPartnerScope(operator).catch(() => ({ kind: "platform" }) as const),
          viewing ? detailExtras(operator, viewing, ratesLoad) : Promise.resolve(null),
          op && opId.success ? scopedDetail(operator, opId.data) : Promise.resolve(null),
          ratesLoad,
        ]);
        let ownAgent: AgentExtra["ownAgent"] = null;
        if (scope.kind === "agent" && query.dialog === "create") {
          const own = await (
            operator.api.call(agent.agentInfo.detail, { query: { id: scope.agentId } }) as Promise<Record<
              string,
              unknown
            > | null>
          ).catch(() => null);
          ownAgent = { id: scope.agentId, label: text(own?.agentName) || scope.agentId };
        }
        return {
          statuses: dicts.agent_status,
          settleTypes: dicts.settle_type,
          channels: choicesOf(children(channels), "channelCode", "channelName"),
          ownAgent,
          detailExtras: extras,
          policyCosts: policyCostsOf(rates),
          // 账户修改 edits the account: its form gets it whole (the button, and the scope the detail checked); 修改状态 a masked row (ADR 029).
          opRow: opLoaded?.value
            ? maskRow(
                agentScreen,
                opLoaded.value,
                new Set(op === "account" && can(operator, "agent_account") ? ["agentAccount"] : []),
              )
            : null,
          opError: Boolean(op && (!opLoaded || !opLoaded.value)),
        };
      })(),
    };
  };
}

/**
 * The agent save payload of spec §3, checked as the backend checks it: names (the sensitive-word
 * list), spec §5's mobile messages, the settle type, the channel, money (yuan, at most two
 * decimals, kept in fen) and rates (percent, at most four decimals, compared in 1/10,000ths):
 * not below the parent's accounting rate, a default merchant rate within the bounds and not below
 * the agent's own, a channel rate not below the channel's cost. The first reason wins.
 */
import type { RouteContext } from "../../core/env";
import { mobileError } from "../../core/mobile";
import { field } from "../../core/request";
import { channelByCode } from "../channel/catalogue";
import { holdsSensitiveWord, SENSITIVE_REFUSAL } from "../reference/sensitive";
import type { AgentRecord } from "./records";
import { decimalUnits, yuanToFen } from "../../../../shared/money";

/** The bounds of every agent's rates (percent; GET getRateConfig). */
export const RATE_CONFIG = {
  minMerchantRate: "0.20",
  maxMerchantRate: "0.60",
  maxFixedFee: "5.00",
  maxExtractRate: "5.00",
  maxPayLimit: "99999999.99",
};

/** A percent with at most 4 decimals as 1/10,000ths of a percent; null when malformed. */
export function rateUnits(text: string): number | null {
  const units = decimalUnits(text, 4, 3);
  return units !== null && units <= 100 * 10_000 ? units : null;
}

/** Yuan with at most 2 decimals as fen; null when malformed. */
export function fenOf(text: string): number | null {
  return yuanToFen(text);
}

export type Fields = Record<string, string | number | null>;

const SWITCHES = ["xwStatus", "retStatus", "frStatus", "smsStatus"] as const;

/** The save payload's fields as columns, or the first reason it cannot be saved. */
export async function readPayload(
  ctx: RouteContext,
  body: Record<string, unknown>,
  parent: AgentRecord | null,
): Promise<Fields | string> {
  const text = (key: string) => field(body, key) ?? "";
  const agentName = text("agentName");
  if (!agentName) return "代理商名称不能为空";
  if (agentName.length > 50) return "代理商名称不能超过50个字符";
  const linkMan = text("linkMan");
  if (!linkMan) return "联系人不能为空";
  if (linkMan.length > 20) return "联系人不能超过20个字符";
  if (await holdsSensitiveWord(ctx, agentName, linkMan)) return SENSITIVE_REFUSAL;
  const mobile = text("mobile");
  const mobileProblem = mobileError(mobile);
  if (mobileProblem) return mobileProblem;
  const email = text("linkEmail");
  if (email && (email.length > 100 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))) return "邮箱格式不正确";
  const settleType = text("settleType");
  if (!/^\d{1,2}$/.test(settleType)) return "请选择结算方式";
  const channelCode = text("channelCode");
  if (!channelByCode(channelCode)) return "请选择通道";
  const payLimit = text("payLimit");
  const payLimitFen = payLimit ? fenOf(payLimit) : null;
  if (payLimit && (payLimitFen === null || payLimitFen > fenOf(RATE_CONFIG.maxPayLimit)!)) return "单笔限额格式不正确";
  const accounting = text("agentAccountingRate");
  const accountingUnits = rateUnits(accounting);
  if (accountingUnits === null) return "分润结算费率格式不正确";
  const parentRate = parent ? rateUnits(String(parent.agent_accounting_rate ?? "")) : null;
  if (parentRate !== null && accountingUnits < parentRate)
    return `分润结算费率不能低于上级代理商的${String(parent!.agent_accounting_rate)}%`;
  const extract = text("extractRate") || "0";
  const extractUnits = rateUnits(extract);
  if (extractUnits === null || extractUnits > rateUnits(RATE_CONFIG.maxExtractRate)!) return "提现费率格式不正确";
  const enumOf = (key: string, allowed: string[], fallback: string) => {
    const value = text(key) || fallback;
    return allowed.includes(value) ? Number(value) : null;
  };
  const agentType = enumOf("agentType", ["1", "2"], "1");
  const accounRateType = enumOf("accounRateType", ["1", "2"], "1");
  const tradeFlag = enumOf("tradeFlag", ["0", "1"], "1");
  if (agentType === null || accounRateType === null || tradeFlag === null) return "参数格式不正确";
  const switches: Fields = {};
  for (const key of SWITCHES) {
    const value = enumOf(key, ["0", "1"], "0");
    if (value === null) return "参数格式不正确";
    switches[key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)] = value;
  }
  const agentAccount = text("agentAccount");
  if (agentAccount && !/^\d{8,30}$/.test(agentAccount)) return "结算账号格式不正确";
  const businessId = text("businessId");
  if (businessId) {
    const exists = await ctx.env.DB.prepare(
      "SELECT 1 FROM cloud_agent_business WHERE id = ? AND tenant_id = ? AND is_deleted = 0",
    )
      .bind(businessId, ctx.user!.tenantId)
      .first();
    if (!exists) return "业务员不存在";
  }
  // agentDefaultMerchantRates: rateType 1 (percent) or 2 (a fixed fee in yuan), each at most once.
  const rates = Array.isArray(body.agentDefaultMerchantRates) ? body.agentDefaultMerchantRates : [];
  const merchantRates: { rateType: number; rateValue: string }[] = [];
  for (const item of rates.slice(0, 2)) {
    const rateType = Number((item as Record<string, unknown>)?.rateType);
    const rateValue = String((item as Record<string, unknown>)?.rateValue ?? "").trim();
    if (!rateValue) continue;
    if ((rateType !== 1 && rateType !== 2) || merchantRates.some((r) => r.rateType === rateType))
      return "默认商户费率格式不正确";
    if (rateType === 1) {
      const units = rateUnits(rateValue);
      if (
        units === null ||
        units < rateUnits(RATE_CONFIG.minMerchantRate)! ||
        units > rateUnits(RATE_CONFIG.maxMerchantRate)!
      ) {
        return `默认商户费率应在${RATE_CONFIG.minMerchantRate}%至${RATE_CONFIG.maxMerchantRate}%之间`;
      }
      if (units < accountingUnits) return "默认商户费率不能低于分润结算费率";
    } else {
      const fen = fenOf(rateValue);
      if (fen === null || fen > fenOf(RATE_CONFIG.maxFixedFee)!)
        return `默认单笔费用应在0至${RATE_CONFIG.maxFixedFee}元之间`;
    }
    merchantRates.push({ rateType, rateValue });
  }
  // channelAgentRateVOS: per channel, not below the channel's own cost.
  const channelRates: Record<string, string>[] = [];
  for (const item of (Array.isArray(body.channelAgentRateVOS) ? body.channelAgentRateVOS : []).slice(0, 10)) {
    const row = item as Record<string, unknown>;
    const channel = channelByCode(String(row?.channelCode ?? ""));
    if (!channel) return "通道费率格式不正确";
    const out: Record<string, string> = { channelCode: channel.code };
    for (const key of ["wxRate", "aliRate", "unionRate"] as const) {
      const value = String(row[key] ?? "").trim();
      if (!value) continue;
      const units = rateUnits(value);
      if (units === null) return "通道费率格式不正确";
      if (units < rateUnits(channel[key])!) return `${channel.name}的费率不能低于通道成本${channel[key]}%`;
      out[key] = value;
    }
    channelRates.push(out);
  }
  // agentSettleList: a settle type with its fee rate and single fee.
  const settleList: Record<string, string>[] = [];
  for (const item of (Array.isArray(body.agentSettleList) ? body.agentSettleList : []).slice(0, 5)) {
    const row = item as Record<string, unknown>;
    const type = String(row?.settleType ?? "").trim();
    const feeRate = String(row?.feeRate ?? "0").trim() || "0";
    const singleFee = String(row?.singleFee ?? "0").trim() || "0";
    if (!/^\d{1,2}$/.test(type) || rateUnits(feeRate) === null || fenOf(singleFee) === null)
      return "结算配置格式不正确";
    settleList.push({ settleType: type, feeRate, singleFee });
  }
  return {
    agent_name: agentName,
    link_man: linkMan,
    mobile,
    link_email: email || null,
    settle_type: Number(settleType),
    channel_code: channelCode,
    pay_limit: payLimitFen,
    agent_accounting_rate: accounting,
    extract_rate: extract,
    agent_type: agentType,
    accoun_rate_type: accounRateType,
    trade_flag: tradeFlag,
    agent_account: agentAccount || null,
    business_id: businessId || null,
    ...switches,
    default_merchant_rates: JSON.stringify(merchantRates),
    channel_agent_rates: JSON.stringify(channelRates),
    agent_settle_list: JSON.stringify(settleList),
  };
}

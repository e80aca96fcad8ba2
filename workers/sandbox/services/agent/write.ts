/**
 * cloud-agent's agent writes (spec §3 save and update payloads, §7 actions), each within the
 * caller's partner scope (ADR 016) and each validated here as the backend would, whatever the
 * console checked: R.fail with the reason, never a 500. Every change leaves a change-log entry.
 *
 * Rules: a new agent is first-level without a parent (platform staff only) or one level below
 * its parent (at most three levels); the parent lies in the caller's scope; its accounting rate
 * is not below the parent's; a default merchant percentage rate is not below its own accounting
 * rate; a channel rate is not below the channel's cost; the login account is new in the tenant.
 */
import { md5Hex } from "../../../../shared/md5";
import { sha1Hex } from "../../core/crypto";
import { insertRow } from "../../core/db";
import type { Route, RouteContext } from "../../core/env";
import { fail, success, unreadable } from "../../core/http";
import { newId } from "../../core/ids";
import { holdsAgent, PARTNER_OUT_OF_SCOPE, partnerScope, type PartnerScope } from "../../core/partner-scope";
import { field, idList, jsonBody, readParams } from "../../core/request";
import { channelByCode } from "../channel/catalogue";
import { tenantHasSensitiveWord } from "../reference/sensitive";
import { type AgentRecord, loadAgent } from "./records";
// The agent role and the partner department new agent accounts get.
import { PARTNER_SEED } from "./seed";

const API = "/api/cloud-agent/agent/agentinfo";

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
  const m = /^(\d{1,3})(?:\.(\d{1,4}))?$/.exec(text);
  if (!m) return null;
  const units = Number(m[1]) * 10_000 + Number((m[2] ?? "").padEnd(4, "0"));
  return units <= 100 * 10_000 ? units : null;
}

/** Yuan with at most 2 decimals as fen; null when malformed. */
export function fenOf(text: string): number | null {
  const m = /^(\d{1,8})(?:\.(\d{1,2}))?$/.exec(text);
  return m ? Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0")) : null;
}

/** A JSON body, or the form/query parameters as one (updateStatus and the batch actions take either). */
async function input(ctx: RouteContext): Promise<Record<string, unknown> | null> {
  if ((ctx.req.headers.get("content-type") ?? "").includes("application/json")) return jsonBody(ctx.req, { exactLongNumbers: true });
  return Object.fromEntries(await readParams(ctx.req, ctx.url));
}

type Fields = Record<string, string | number | null>;

const SWITCHES = ["xwStatus", "retStatus", "frStatus", "smsStatus"] as const;

/** The save payload's fields as columns, or the first reason it cannot be saved. */
async function readPayload(ctx: RouteContext, body: Record<string, unknown>, parent: AgentRecord | null): Promise<Fields | string> {
  const text = (key: string) => field(body, key) ?? "";
  const agentName = text("agentName");
  if (!agentName) return "代理商名称不能为空";
  if (agentName.length > 50) return "代理商名称不能超过50个字符";
  const linkMan = text("linkMan");
  if (!linkMan) return "联系人不能为空";
  if (linkMan.length > 20) return "联系人不能超过20个字符";
  for (const value of [agentName, linkMan]) {
    if (await tenantHasSensitiveWord(ctx.env.DB, ctx.user!.tenantId, value)) return "请勿包含关键字";
  }
  const mobile = text("mobile");
  if (!mobile) return "手机号码不能为空";
  if (mobile.length !== 11) return "手机号码长度不为11位";
  if (!/^1[3-9]\d{9}$/.test(mobile)) return "手机号码格式不正确";
  const email = text("linkEmail");
  if (email && (email.length > 100 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))) return "邮箱格式不正确";
  const settleType = text("settleType");
  if (!/^\d{1,2}$/.test(settleType)) return "请选择结算方式";
  const channelCode = text("channelCode");
  if (!channelByCode(channelCode)) return "请选择通道";
  const payLimit = text("payLimit");
  const payLimitFen = payLimit ? fenOf(payLimit) : null;
  if (payLimit && payLimitFen === null) return "单笔限额格式不正确";
  const accounting = text("agentAccountingRate");
  const accountingUnits = rateUnits(accounting);
  if (accountingUnits === null) return "分润结算费率格式不正确";
  const parentRate = parent ? rateUnits(String(parent.agent_accounting_rate ?? "")) : null;
  if (parentRate !== null && accountingUnits < parentRate) return `分润结算费率不能低于上级代理商的${String(parent!.agent_accounting_rate)}%`;
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
    const exists = await ctx.env.DB.prepare("SELECT 1 FROM cloud_agent_business WHERE id = ? AND tenant_id = ? AND is_deleted = 0").bind(businessId, ctx.user!.tenantId).first();
    if (!exists) return "业务员不存在";
  }
  // agentDefaultMerchantRates: rateType 1 (percent) or 2 (a fixed fee in yuan), each at most once.
  const rates = Array.isArray(body.agentDefaultMerchantRates) ? body.agentDefaultMerchantRates : [];
  const merchantRates: { rateType: number; rateValue: string }[] = [];
  for (const item of rates.slice(0, 2)) {
    const rateType = Number((item as Record<string, unknown>)?.rateType);
    const rateValue = String((item as Record<string, unknown>)?.rateValue ?? "").trim();
    if (!rateValue) continue;
    if ((rateType !== 1 && rateType !== 2) || merchantRates.some((r) => r.rateType === rateType)) return "默认商户费率格式不正确";
    if (rateType === 1) {
      const units = rateUnits(rateValue);
      if (units === null || units < rateUnits(RATE_CONFIG.minMerchantRate)! || units > rateUnits(RATE_CONFIG.maxMerchantRate)!) {
        return `默认商户费率应在${RATE_CONFIG.minMerchantRate}%至${RATE_CONFIG.maxMerchantRate}%之间`;
      }
      if (units < accountingUnits) return "默认商户费率不能低于分润结算费率";
    } else {
      const fen = fenOf(rateValue);
      if (fen === null || fen > fenOf(RATE_CONFIG.maxFixedFee)!) return `默认单笔费用应在0至${RATE_CONFIG.maxFixedFee}元之间`;
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
    if (!/^\d{1,2}$/.test(type) || rateUnits(feeRate) === null || fenOf(singleFee) === null) return "结算配置格式不正确";
    settleList.push({ settleType: type, feeRate, singleFee });
  }
  return {
    agent_name: agentName, link_man: linkMan, mobile, link_email: email || null, settle_type: Number(settleType), channel_code: channelCode,
    pay_limit: payLimitFen, agent_accounting_rate: accounting, extract_rate: extract, agent_type: agentType, accoun_rate_type: accounRateType,
    trade_flag: tradeFlag, agent_account: agentAccount || null, business_id: businessId || null, ...switches,
    default_merchant_rates: JSON.stringify(merchantRates), channel_agent_rates: JSON.stringify(channelRates), agent_settle_list: JSON.stringify(settleList),
  };
}

function log(ctx: RouteContext, agentId: string, type: string, before: string | null, after: string | null) {
  return insertRow(ctx.env.DB, "cloud_agent_change_log", {
    id: newId(), tenant_id: ctx.user!.tenantId, agent_id: agentId, change_type: type, before_value: before, after_value: after,
    operator: ctx.user!.account, create_time: Date.now(),
  });
}

/** The parent a save names (the first value of parentId's comma-joined cascade), checked against the scope. */
async function parentOf(ctx: RouteContext, scope: PartnerScope, raw: string): Promise<AgentRecord | null | string> {
  const parentId = raw.split(",")[0]!.trim();
  if (!parentId || parentId === "0") return scope.kind === "platform" ? null : "请选择上级代理商";
  if (!/^\d{1,19}$/.test(parentId)) return "上级代理商不存在";
  const parent = await loadAgent(ctx, parentId);
  if (!parent) return "上级代理商不存在";
  if (!holdsAgent(scope, parent)) return PARTNER_OUT_OF_SCOPE;
  if (Number(parent.agent_level) >= 3) return "三级代理商不能再发展下级代理商";
  return parent;
}

async function save(ctx: RouteContext): Promise<Response> {
  const body = await jsonBody(ctx.req, { exactLongNumbers: true });
  if (!body) return unreadable();
  const scope = await partnerScope(ctx);
  if (scope.kind === "merchant") return fail(PARTNER_OUT_OF_SCOPE, 403);
  const parent = await parentOf(ctx, scope, field(body, "parentId") ?? "");
  if (typeof parent === "string") return fail(parent, parent === PARTNER_OUT_OF_SCOPE ? 403 : 400);
  const fields = await readPayload(ctx, body, parent);
  if (typeof fields === "string") return fail(fields);
  const userName = field(body, "userName") ?? "";
  if (!/^[\w.@-]{3,20}$/.test(userName)) return fail("登录账号为3至20位字母、数字或._@-");
  const password = typeof body.password === "string" ? body.password : "";
  if (password.length < 6 || password.length > 20) return fail("密码长度为6至20位");
  const tenantId = ctx.user!.tenantId;
  const taken = await ctx.env.DB.prepare("SELECT 1 FROM blade_user WHERE tenant_id = ? AND account = ? AND is_deleted = 0").bind(tenantId, userName).first();
  if (taken) return fail("登录账号已存在");
  const last = await ctx.env.DB.prepare("SELECT MAX(CAST(substr(agent_no, 2) AS INTEGER)) AS n FROM cloud_agent_info WHERE tenant_id = ?").bind(tenantId).first<number>("n");
  const id = newId();
  const userId = newId();
  const now = Date.now();
  const agentNo = `A${String((last ?? 0) + 1).padStart(6, "0")}`;
  await ctx.env.DB.batch([
    insertRow(ctx.env.DB, "blade_user", {
      id: userId, tenant_id: tenantId, code: agentNo, user_type: 1, account: userName, password: await sha1Hex(md5Hex(password)),
      name: fields.link_man, real_name: fields.link_man, email: fields.link_email, phone: fields.mobile, sex: 1, role_id: PARTNER_SEED.roleAgent,
      dept_id: PARTNER_SEED.deptPartner, create_user: ctx.user!.userId, create_dept: ctx.user!.deptId, create_time: now,
      update_user: ctx.user!.userId, update_time: now, status: 1, is_deleted: 0,
    }),
    insertRow(ctx.env.DB, "cloud_agent_info", {
      id, tenant_id: tenantId, agent_no: agentNo, agent_level: parent ? Number(parent.agent_level) + 1 : 1, parent_id: parent ? parent.id : "0",
      parent_level: parent ? Number(parent.agent_level) : null, ancestors: parent ? `${parent.ancestors},${parent.id}` : "0", agent_status: 1,
      user_id: userId, location_status: 0, edit_store_settle_switch: 0, ...fields,
      create_user: ctx.user!.userId, create_dept: ctx.user!.deptId, create_time: now, update_user: ctx.user!.userId, update_time: now, is_deleted: 0,
    }),
    log(ctx, id, "新增代理商", null, `${agentNo} ${String(fields.agent_name)}`),
  ]);
  return success();
}

/** The agent a change names, if the caller's scope holds it; else the refusal. */
async function heldForChange(ctx: RouteContext, id: string): Promise<AgentRecord | Response> {
  if (!/^\d{1,19}$/.test(id)) return fail("代理商不存在");
  const agent = await loadAgent(ctx, id);
  if (!agent) return fail("代理商不存在");
  const scope = await partnerScope(ctx);
  if (!holdsAgent(scope, agent)) return fail(PARTNER_OUT_OF_SCOPE, 403);
  return agent;
}

async function update(ctx: RouteContext): Promise<Response> {
  const body = await jsonBody(ctx.req, { exactLongNumbers: true });
  if (!body) return unreadable();
  const agent = await heldForChange(ctx, field(body, "id") ?? "");
  if (agent instanceof Response) return agent;
  const parent = agent.parent_id && agent.parent_id !== "0" ? await loadAgent(ctx, agent.parent_id) : null;
  const fields = await readPayload(ctx, body, parent);
  if (typeof fields === "string") return fail(fields);
  const status = field(body, "agentStatus") ?? String(agent.agent_status);
  if (!/^\d{1,2}$/.test(status)) return fail("代理商状态不正确");
  const location = field(body, "locationStatus") ?? "0";
  if (location !== "0" && location !== "1") return fail("参数格式不正确");
  // editStoreSettleSwitch belongs to agents with a parent only.
  const storeSwitch = parent ? (field(body, "editStoreSettleSwitch") ?? "0") : "0";
  if (storeSwitch !== "0" && storeSwitch !== "1") return fail("参数格式不正确");
  const statements = [];
  if (field(body, "isEditPassword") === "1") {
    const password = typeof body.password === "string" ? body.password : "";
    if (password.length < 6 || password.length > 20) return fail("密码长度为6至20位");
    if (agent.user_id) {
      statements.push(ctx.env.DB.prepare("UPDATE blade_user SET password = ?, update_time = ? WHERE id = ? AND tenant_id = ?")
        .bind(await sha1Hex(md5Hex(password)), Date.now(), agent.user_id, agent.tenant_id));
    }
  }
  const all: Fields = { ...fields, agent_status: Number(status), location_status: Number(location), edit_store_settle_switch: Number(storeSwitch), update_user: ctx.user!.userId, update_time: Date.now() };
  const columns = Object.keys(all);
  statements.push(
    ctx.env.DB.prepare(`UPDATE cloud_agent_info SET ${columns.map((c) => `${c} = ?`).join(", ")} WHERE id = ? AND tenant_id = ?`).bind(...Object.values(all), agent.id, agent.tenant_id),
  );
  const changes: string[] = [];
  if (String(agent.agent_accounting_rate) !== String(fields.agent_accounting_rate)) changes.push(`分润结算费率：${String(agent.agent_accounting_rate)}% → ${String(fields.agent_accounting_rate)}%`);
  if (Number(agent.settle_type) !== fields.settle_type) changes.push(`结算方式：${String(agent.settle_type)} → ${String(fields.settle_type)}`);
  if (String(agent.agent_name) !== fields.agent_name) changes.push(`名称：${String(agent.agent_name)} → ${String(fields.agent_name)}`);
  statements.push(log(ctx, agent.id, "修改代理商", null, changes.join("；") || "资料修改"));
  await ctx.env.DB.batch(statements);
  return success();
}

async function updateStatus(ctx: RouteContext): Promise<Response> {
  const body = await input(ctx);
  if (!body) return unreadable();
  const agent = await heldForChange(ctx, field(body, "id") ?? "");
  if (agent instanceof Response) return agent;
  const status = field(body, "agentStatus") ?? "";
  const known = await ctx.env.DB.prepare("SELECT dict_value FROM blade_dict_biz WHERE tenant_id = ? AND code = 'agent_status' AND dict_key = ? AND parent_id <> '0' AND is_deleted = 0")
    .bind(agent.tenant_id, status).first<string>("dict_value");
  if (!known) return fail("代理商状态不正确");
  if (agent.id === (await ownAgentId(ctx))) return fail("不能修改自己的状态");
  await ctx.env.DB.batch([
    ctx.env.DB.prepare("UPDATE cloud_agent_info SET agent_status = ?, update_user = ?, update_time = ? WHERE id = ? AND tenant_id = ?")
      .bind(Number(status), ctx.user!.userId, Date.now(), agent.id, agent.tenant_id),
    log(ctx, agent.id, "修改状态", String(agent.agent_status), `${status} ${known}`),
  ]);
  return success();
}

async function ownAgentId(ctx: RouteContext): Promise<string | null> {
  const scope = await partnerScope(ctx);
  return scope.kind === "agent" ? scope.agentId : null;
}

/** POST updateAgentAccount (id, agentAccount, accountName, bankName, branchName): the settlement card. */
async function updateAccount(ctx: RouteContext): Promise<Response> {
  const body = await input(ctx);
  if (!body) return unreadable();
  const agent = await heldForChange(ctx, field(body, "id") ?? "");
  if (agent instanceof Response) return agent;
  const account = field(body, "agentAccount") ?? "";
  if (!/^\d{8,30}$/.test(account)) return fail("结算账号格式不正确");
  const accountName = field(body, "accountName") ?? "";
  if (!accountName || accountName.length > 50) return fail("开户名不能为空");
  const bankName = field(body, "bankName") ?? "";
  if (!bankName || bankName.length > 50) return fail("开户银行不能为空");
  const branchName = (field(body, "branchName") ?? "").slice(0, 100);
  const before = String(agent.agent_account ?? "");
  await ctx.env.DB.batch([
    ctx.env.DB.prepare("UPDATE cloud_agent_info SET agent_account = ?, update_user = ?, update_time = ? WHERE id = ? AND tenant_id = ?")
      .bind(account, ctx.user!.userId, Date.now(), agent.id, agent.tenant_id),
    ctx.env.DB.prepare(
      "INSERT INTO cloud_agent_debit_card (id, tenant_id, agent_id, account_name, card_no, bank_name, branch_name, account_type, create_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) " +
        "ON CONFLICT (tenant_id, agent_id) DO UPDATE SET account_name = excluded.account_name, card_no = excluded.card_no, bank_name = excluded.bank_name, branch_name = excluded.branch_name",
    ).bind(newId(), agent.tenant_id, agent.id, accountName, account, bankName, branchName, Number(agent.agent_type ?? 1), Date.now()),
    log(ctx, agent.id, "修改结算账户", before ? `尾号${before.slice(-4)}` : null, `尾号${account.slice(-4)}`),
  ]);
  return success();
}

/** Every id in the caller's scope, or the refusal naming none of them. */
async function heldAll(ctx: RouteContext, ids: string[]): Promise<AgentRecord[] | Response> {
  if (ids.length === 0) return fail("缺少必要的请求参数: ids");
  const out: AgentRecord[] = [];
  for (const id of ids) {
    const agent = await heldForChange(ctx, id);
    if (agent instanceof Response) return agent;
    out.push(agent);
  }
  return out;
}

/** POST batchSetAgentSettlementConfig (ids, settleType, agentSettleList): one settlement config for several agents. */
async function batchSettlement(ctx: RouteContext): Promise<Response> {
  const body = await input(ctx);
  if (!body) return unreadable();
  const agents = await heldAll(ctx, idList(field(body, "ids") ?? (Array.isArray(body.ids) ? body.ids.join(",") : "")).slice(0, 200));
  if (agents instanceof Response) return agents;
  const settleType = field(body, "settleType") ?? "";
  if (!/^\d{1,2}$/.test(settleType)) return fail("请选择结算方式");
  const feeRate = field(body, "feeRate") || "0";
  const singleFee = field(body, "singleFee") || "0";
  if (rateUnits(feeRate) === null) return fail("结算费率格式不正确");
  if (fenOf(singleFee) === null) return fail("单笔结算手续费格式不正确");
  const list = JSON.stringify([{ settleType, feeRate, singleFee }]);
  await ctx.env.DB.batch(agents.flatMap((agent) => [
    ctx.env.DB.prepare("UPDATE cloud_agent_info SET settle_type = ?, agent_settle_list = ?, update_user = ?, update_time = ? WHERE id = ? AND tenant_id = ?")
      .bind(Number(settleType), list, ctx.user!.userId, Date.now(), agent.id, agent.tenant_id),
    log(ctx, agent.id, "批量结算配置", String(agent.settle_type ?? ""), `${settleType}（费率${feeRate}%，单笔${singleFee}元）`),
  ]));
  return success();
}

/** GET batchSetAgentTradeFlag (ids, tradeFlag): trading on or off for several agents. */
async function batchTradeFlag(ctx: RouteContext): Promise<Response> {
  const params = Object.fromEntries(await readParams(ctx.req, ctx.url));
  const agents = await heldAll(ctx, idList(params.ids ?? null).slice(0, 200));
  if (agents instanceof Response) return agents;
  const flag = params.tradeFlag ?? "";
  if (flag !== "0" && flag !== "1") return fail("交易开关不正确");
  await ctx.env.DB.batch(agents.flatMap((agent) => [
    ctx.env.DB.prepare("UPDATE cloud_agent_info SET trade_flag = ?, update_user = ?, update_time = ? WHERE id = ? AND tenant_id = ?")
      .bind(Number(flag), ctx.user!.userId, Date.now(), agent.id, agent.tenant_id),
    log(ctx, agent.id, "交易开关", String(agent.trade_flag ?? ""), flag === "1" ? "开启" : "关闭"),
  ]));
  return success();
}

/** An agent with sub-agents or merchants cannot be deleted. */
async function removable(ctx: RouteContext, agent: AgentRecord): Promise<string | null> {
  const [subs, merchants] = await ctx.env.DB.batch<{ n: number }>([
    ctx.env.DB.prepare("SELECT COUNT(*) AS n FROM cloud_agent_info WHERE tenant_id = ? AND parent_id = ? AND is_deleted = 0").bind(agent.tenant_id, agent.id),
    ctx.env.DB.prepare("SELECT COUNT(*) AS n FROM cloud_merchant_info WHERE tenant_id = ? AND agent_id = ? AND is_deleted = 0").bind(agent.tenant_id, agent.id),
  ]);
  if (Number(subs!.results[0]?.n ?? 0) > 0) return `代理商${String(agent.agent_no)}存在下级代理商，不能删除`;
  if (Number(merchants!.results[0]?.n ?? 0) > 0) return `代理商${String(agent.agent_no)}存在商户，不能删除`;
  if (agent.id === (await ownAgentId(ctx))) return "不能删除自己";
  return null;
}

async function removeAgents(ctx: RouteContext, ids: string[]): Promise<Response> {
  const agents = await heldAll(ctx, ids);
  if (agents instanceof Response) return agents;
  for (const agent of agents) {
    const reason = await removable(ctx, agent);
    if (reason) return fail(reason);
  }
  await ctx.env.DB.batch(agents.flatMap((agent) => [
    ctx.env.DB.prepare("UPDATE cloud_agent_info SET is_deleted = 1, update_user = ?, update_time = ? WHERE id = ? AND tenant_id = ?")
      .bind(ctx.user!.userId, Date.now(), agent.id, agent.tenant_id),
    ctx.env.DB.prepare("UPDATE blade_user SET is_deleted = 1 WHERE id = ? AND tenant_id = ?").bind(agent.user_id ?? "", agent.tenant_id),
    log(ctx, agent.id, "删除代理商", String(agent.agent_no), null),
  ]));
  return success();
}

async function deleteOne(ctx: RouteContext): Promise<Response> {
  const params = await readParams(ctx.req, ctx.url);
  const id = (params.get("id") ?? "").trim();
  if (!id) return fail("缺少必要的请求参数: id");
  return removeAgents(ctx, [id]);
}

async function batchDelete(ctx: RouteContext): Promise<Response> {
  const params = await readParams(ctx.req, ctx.url);
  return removeAgents(ctx, idList(params.get("ids")).slice(0, 200));
}

export const agentWriteRoutes: Route[] = [
  { methods: ["POST"], path: `${API}/save`, handler: save },
  { methods: ["POST"], path: `${API}/update`, handler: update },
  { methods: ["POST"], path: `${API}/updateStatus`, handler: updateStatus },
  { methods: ["POST"], path: `${API}/updateAgentAccount`, handler: updateAccount },
  { methods: ["POST"], path: `${API}/batchSetAgentSettlementConfig`, handler: batchSettlement },
  { methods: ["GET"], path: `${API}/batchSetAgentTradeFlag`, handler: batchTradeFlag },
  { methods: ["DELETE"], path: `${API}/delete`, handler: deleteOne },
  { methods: ["DELETE"], path: `${API}/batchDelete`, handler: batchDelete },
];

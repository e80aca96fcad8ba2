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
import { insertRow, createdBy } from "../../core/db";
import type { Route, RouteContext } from "../../core/env";
import { fail, success, unreadable } from "../../core/http";
import { newId } from "../../core/ids";
import { holdsAgent, PARTNER_OUT_OF_SCOPE, partnerScope, type PartnerScope } from "../../core/partner-scope";
import { field, idList, jsonBody, readParams } from "../../core/request";
import { fenOf, type Fields, rateUnits, readPayload } from "./payload";
import { type AgentRecord, loadAgent } from "./records";
// The agent role and the partner department new agent accounts get.
import { PARTNER_SEED } from "./seed";
import { serveEach } from "../../core/serve";
import { agent } from "../../../../shared/contract/index.ts";

/** A JSON body, or the form/query parameters as one (updateStatus and the batch actions take either). */
async function input(ctx: RouteContext): Promise<Record<string, unknown> | null> {
  if ((ctx.req.headers.get("content-type") ?? "").includes("application/json"))
    return jsonBody(ctx.req, { exactLongNumbers: true });
  return Object.fromEntries(await readParams(ctx.req, ctx.url));
}

function log(ctx: RouteContext, agentId: string, type: string, before: string | null, after: string | null) {
  return insertRow(ctx.env.DB, "cloud_agent_change_log", {
    id: newId(),
    tenant_id: ctx.user!.tenantId,
    agent_id: agentId,
    change_type: type,
    before_value: before,
    after_value: after,
    operator: ctx.user!.account,
    create_time: Date.now(),
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
  const taken = await ctx.env.DB.prepare(
    "SELECT 1 FROM blade_user WHERE tenant_id = ? AND account = ? AND is_deleted = 0",
  )
    .bind(tenantId, userName)
    .first();
  if (taken) return fail("登录账号已存在");
  const last = await ctx.env.DB.prepare(
    "SELECT MAX(CAST(substr(agent_no, 2) AS INTEGER)) AS n FROM cloud_agent_info WHERE tenant_id = ?",
  )
    .bind(tenantId)
    .first<number>("n");
  const id = newId();
  const userId = newId();
  const now = Date.now();
  const agentNo = `A${String((last ?? 0) + 1).padStart(6, "0")}`;
  await ctx.env.DB.batch([
    insertRow(ctx.env.DB, "blade_user", {
      id: userId,
      tenant_id: tenantId,
      code: agentNo,
      user_type: 1,
      account: userName,
      password: await sha1Hex(md5Hex(password)),
      name: fields.link_man,
      real_name: fields.link_man,
      email: fields.link_email,
      phone: fields.mobile,
      sex: 1,
      role_id: PARTNER_SEED.roleAgent,
      dept_id: PARTNER_SEED.deptPartner,
      ...createdBy(ctx.user!, now),
      status: 1,
      is_deleted: 0,
    }),
    insertRow(ctx.env.DB, "cloud_agent_info", {
      id,
      tenant_id: tenantId,
      agent_no: agentNo,
      agent_level: parent ? Number(parent.agent_level) + 1 : 1,
      parent_id: parent ? parent.id : "0",
      parent_level: parent ? Number(parent.agent_level) : null,
      ancestors: parent ? `${parent.ancestors},${parent.id}` : "0",
      agent_status: 1,
      user_id: userId,
      location_status: 0,
      edit_store_settle_switch: 0,
      ...fields,
      ...createdBy(ctx.user!, now),
      is_deleted: 0,
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

/** A change to one agent (status, account): its fields and the agent their id names, in scope; or the answer instead. */
async function oneAgentChange(
  ctx: RouteContext,
): Promise<{ body: Record<string, unknown>; agent: AgentRecord } | Response> {
  const body = await input(ctx);
  if (!body) return unreadable();
  const agent = await heldForChange(ctx, field(body, "id") ?? "");
  return agent instanceof Response ? agent : { body, agent };
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
      statements.push(
        ctx.env.DB.prepare("UPDATE blade_user SET password = ?, update_time = ? WHERE id = ? AND tenant_id = ?").bind(
          await sha1Hex(md5Hex(password)),
          Date.now(),
          agent.user_id,
          agent.tenant_id,
        ),
      );
    }
  }
  const all: Fields = {
    ...fields,
    agent_status: Number(status),
    location_status: Number(location),
    edit_store_settle_switch: Number(storeSwitch),
    update_user: ctx.user!.userId,
    update_time: Date.now(),
  };
  const columns = Object.keys(all);
  statements.push(
    ctx.env.DB.prepare(
      `UPDATE cloud_agent_info SET ${columns.map((c) => `${c} = ?`).join(", ")} WHERE id = ? AND tenant_id = ?`,
    ).bind(...Object.values(all), agent.id, agent.tenant_id),
  );
  const changes: string[] = [];
  if (String(agent.agent_accounting_rate) !== String(fields.agent_accounting_rate))
    changes.push(`分润结算费率：${String(agent.agent_accounting_rate)}% → ${String(fields.agent_accounting_rate)}%`);
  if (Number(agent.settle_type) !== fields.settle_type)
    changes.push(`结算方式：${String(agent.settle_type)} → ${String(fields.settle_type)}`);
  if (String(agent.agent_name) !== fields.agent_name)
    changes.push(`名称：${String(agent.agent_name)} → ${String(fields.agent_name)}`);
  statements.push(log(ctx, agent.id, "修改代理商", null, changes.join("；") || "资料修改"));
  await ctx.env.DB.batch(statements);
  return success();
}

async function updateStatus(ctx: RouteContext): Promise<Response> {
  const asked = await oneAgentChange(ctx);
  if (asked instanceof Response) return asked;
  const { body, agent } = asked;
  const status = field(body, "agentStatus") ?? "";
  const known = await ctx.env.DB.prepare(
    "SELECT dict_value FROM blade_dict_biz WHERE tenant_id = ? AND code = 'agent_status' AND dict_key = ? AND parent_id <> '0' AND is_deleted = 0",
  )
    .bind(agent.tenant_id, status)
    .first<string>("dict_value");
  if (!known) return fail("代理商状态不正确");
  if (agent.id === (await ownAgentId(ctx))) return fail("不能修改自己的状态");
  await ctx.env.DB.batch([
    ctx.env.DB.prepare(
      "UPDATE cloud_agent_info SET agent_status = ?, update_user = ?, update_time = ? WHERE id = ? AND tenant_id = ?",
    ).bind(Number(status), ctx.user!.userId, Date.now(), agent.id, agent.tenant_id),
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
  const asked = await oneAgentChange(ctx);
  if (asked instanceof Response) return asked;
  const { body, agent } = asked;
  const account = field(body, "agentAccount") ?? "";
  if (!/^\d{8,30}$/.test(account)) return fail("结算账号格式不正确");
  const accountName = field(body, "accountName") ?? "";
  if (!accountName || accountName.length > 50) return fail("开户名不能为空");
  const bankName = field(body, "bankName") ?? "";
  if (!bankName || bankName.length > 50) return fail("开户银行不能为空");
  const branchName = (field(body, "branchName") ?? "").slice(0, 100);
  const before = String(agent.agent_account ?? "");
  await ctx.env.DB.batch([
    ctx.env.DB.prepare(
      "UPDATE cloud_agent_info SET agent_account = ?, update_user = ?, update_time = ? WHERE id = ? AND tenant_id = ?",
    ).bind(account, ctx.user!.userId, Date.now(), agent.id, agent.tenant_id),
    ctx.env.DB.prepare(
      "INSERT INTO cloud_agent_debit_card (id, tenant_id, agent_id, account_name, card_no, bank_name, branch_name, account_type, create_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) " +
        "ON CONFLICT (tenant_id, agent_id) DO UPDATE SET account_name = excluded.account_name, card_no = excluded.card_no, bank_name = excluded.bank_name, branch_name = excluded.branch_name",
    ).bind(
      newId(),
      agent.tenant_id,
      agent.id,
      accountName,
      account,
      bankName,
      branchName,
      Number(agent.agent_type ?? 1),
      Date.now(),
    ),
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
  const agents = await heldAll(
    ctx,
    idList(field(body, "ids") ?? (Array.isArray(body.ids) ? body.ids.join(",") : "")).slice(0, 200),
  );
  if (agents instanceof Response) return agents;
  const settleType = field(body, "settleType") ?? "";
  if (!/^\d{1,2}$/.test(settleType)) return fail("请选择结算方式");
  const feeRate = field(body, "feeRate") || "0";
  const singleFee = field(body, "singleFee") || "0";
  if (rateUnits(feeRate) === null) return fail("结算费率格式不正确");
  if (fenOf(singleFee) === null) return fail("单笔结算手续费格式不正确");
  const list = JSON.stringify([{ settleType, feeRate, singleFee }]);
  await ctx.env.DB.batch(
    agents.flatMap((agent) => [
      ctx.env.DB.prepare(
        "UPDATE cloud_agent_info SET settle_type = ?, agent_settle_list = ?, update_user = ?, update_time = ? WHERE id = ? AND tenant_id = ?",
      ).bind(Number(settleType), list, ctx.user!.userId, Date.now(), agent.id, agent.tenant_id),
      log(
        ctx,
        agent.id,
        "批量结算配置",
        String(agent.settle_type ?? ""),
        `${settleType}（费率${feeRate}%，单笔${singleFee}元）`,
      ),
    ]),
  );
  return success();
}

/** GET batchSetAgentTradeFlag (ids, tradeFlag): trading on or off for several agents. */
async function batchTradeFlag(ctx: RouteContext): Promise<Response> {
  const params = Object.fromEntries(await readParams(ctx.req, ctx.url));
  const agents = await heldAll(ctx, idList(params.ids ?? null).slice(0, 200));
  if (agents instanceof Response) return agents;
  const flag = params.tradeFlag ?? "";
  if (flag !== "0" && flag !== "1") return fail("交易开关不正确");
  await ctx.env.DB.batch(
    agents.flatMap((agent) => [
      ctx.env.DB.prepare(
        "UPDATE cloud_agent_info SET trade_flag = ?, update_user = ?, update_time = ? WHERE id = ? AND tenant_id = ?",
      ).bind(Number(flag), ctx.user!.userId, Date.now(), agent.id, agent.tenant_id),
      log(ctx, agent.id, "交易开关", String(agent.trade_flag ?? ""), flag === "1" ? "开启" : "关闭"),
    ]),
  );
  return success();
}

/** An agent with sub-agents or merchants cannot be deleted. */
async function removable(ctx: RouteContext, agent: AgentRecord): Promise<string | null> {
  const [subs, merchants] = await ctx.env.DB.batch<{ n: number }>([
    ctx.env.DB.prepare(
      "SELECT COUNT(*) AS n FROM cloud_agent_info WHERE tenant_id = ? AND parent_id = ? AND is_deleted = 0",
    ).bind(agent.tenant_id, agent.id),
    ctx.env.DB.prepare(
      "SELECT COUNT(*) AS n FROM cloud_merchant_info WHERE tenant_id = ? AND agent_id = ? AND is_deleted = 0",
    ).bind(agent.tenant_id, agent.id),
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
  await ctx.env.DB.batch(
    agents.flatMap((agent) => [
      ctx.env.DB.prepare(
        "UPDATE cloud_agent_info SET is_deleted = 1, update_user = ?, update_time = ? WHERE id = ? AND tenant_id = ?",
      ).bind(ctx.user!.userId, Date.now(), agent.id, agent.tenant_id),
      ctx.env.DB.prepare("UPDATE blade_user SET is_deleted = 1 WHERE id = ? AND tenant_id = ?").bind(
        agent.user_id ?? "",
        agent.tenant_id,
      ),
      log(ctx, agent.id, "删除代理商", String(agent.agent_no), null),
    ]),
  );
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

export const agentWriteRoutes: Route[] = serveEach(agent.agentInfo, {
  save,
  update,
  updateStatus,
  updateAccount,
  batchSettlement,
  batchTradeFlag,
  delete: deleteOne,
  batchDelete,
});

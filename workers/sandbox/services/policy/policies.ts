/**
 * policy.policy (政策列表, ADR 020): list (by name, target, level, agent number, template,
 * state), detail, submit, remove. A policy gives a rate template to every agent of a level or to one
 * agent from its effective date, a Beijing day after today; once that day has come the policy is
 * history (neither changed nor removed: a new policy supersedes it). Saving checks the ordering rule
 * of the network (ordering.ts) on every day the change reaches and answers the first rate it breaks.
 */
import { type Route, type RouteContext } from "../../core/env";
import { policy } from "../../../../shared/contract/index.ts";
import { serveEach } from "../../core/serve";
import { chars, fail, ok, success } from "../../core/http";
import { insertRow, updateRow, createdByName } from "../../core/db";
import { newId } from "../../core/ids";
import { holdsCode, NO_PERMISSION, requireCode, buttonSubmit } from "../../core/permission";
import { likeArg, readPage } from "../../core/query";
import { field, idList, queryParam, detailById } from "../../core/request";
import { holdsSensitiveWord, SENSITIVE_REFUSAL } from "../reference/sensitive";
import { AGENT_LEVELS, POLICY_TARGET } from "./catalogue";
import { firstNewViolation, type PolicyNode } from "./ordering";
import { beijingToday, findLive, loadNetwork, POLICY_SELECT, type PolicyRow, policyVO } from "./store";
import { TEMPLATE_MISSING } from "./templates";

export const POLICY_MISSING = "政策不存在";
export const POLICY_IN_FORCE = "已生效的政策不能修改或删除，请新建政策";
export const DATE_NOT_AFTER_TODAY = "生效日期须晚于今天";
const DATE = /^\d{4}-\d{2}-\d{2}$/;

async function readable(ctx: RouteContext): Promise<Response | null> {
  return (await holdsCode(ctx, "policyInfo")) ? null : fail(NO_PERMISSION, 403);
}

const findPolicy = (ctx: RouteContext, id: string) => findLive<PolicyRow>(ctx, POLICY_SELECT, "p", id);

async function list(ctx: RouteContext): Promise<Response> {
  const refused = await readable(ctx);
  if (refused) return refused;
  const today = beijingToday();
  const parts = ["p.tenant_id = ?1", "p.is_deleted = 0"];
  const binds: unknown[] = [ctx.user!.tenantId, today];
  const add = (sql: string, value: unknown) => {
    binds.push(value);
    parts.push(sql.replace("?", `?${binds.length}`));
  };
  const param = (name: string) => (queryParam(ctx, name) ?? "").trim();
  if (param("policyName")) add("p.policy_name LIKE ? ESCAPE '\\'", likeArg(param("policyName")));
  if (/^[12]$/.test(param("targetType"))) add("p.target_type = ?", Number(param("targetType")));
  if (/^[123]$/.test(param("agentLevel"))) add("p.agent_level = ?", Number(param("agentLevel")));
  if (param("agentNo")) add("a.agent_no = ?", param("agentNo"));
  if (/^\d{1,32}$/.test(param("templateId"))) add("p.template_id = ?", param("templateId"));
  const state = param("state");
  // The state is computed, so it filters the computed rows.
  const inner = `${POLICY_SELECT} WHERE ${parts.join(" AND ")}`;
  const stateSql =
    state === "0"
      ? "x.effective_date > ?2"
      : state === "1"
        ? "x.effective_date <= ?2 AND x.superseded = 0"
        : state === "2"
          ? "x.superseded = 1"
          : "1 = 1";
  const outer = `FROM (${inner}) x WHERE ${stateSql}`;
  const order = "x.effective_date DESC, x.create_time DESC";
  return readPage<PolicyRow>(
    ctx,
    { count: `SELECT COUNT(*) AS n ${outer}`, rows: `SELECT * ${outer} ORDER BY ${order}`, binds },
    (rows) => rows.map((p) => policyVO(p, today)),
  );
}

async function detail(ctx: RouteContext): Promise<Response> {
  const render = (row: PolicyRow) => policyVO(row, beijingToday());
  return (await readable(ctx)) ?? detailById(ctx, findPolicy, render, POLICY_MISSING, { idOptional: true });
}

/** The posted policy as a node of the network (its id given), or the first reason it cannot be saved. */
async function readPolicy(
  ctx: RouteContext,
  body: Record<string, unknown>,
  id: string,
): Promise<(PolicyNode & { name: string; remark: string }) | string> {
  const name = field(body, "policyName") ?? "";
  if (!name) return "政策名称不能为空";
  if (chars(name) > 50) return "政策名称不能超过50个字符";
  const remark = field(body, "remark") ?? "";
  if (chars(remark) > 200) return "备注不能超过200个字符";
  if (await holdsSensitiveWord(ctx, name, remark)) return SENSITIVE_REFUSAL;
  const templateId = field(body, "templateId") ?? "";
  if (!templateId) return "请选择费率模板";
  const template = await ctx.env.DB.prepare(
    "SELECT id FROM cloud_rate_template WHERE id = ? AND tenant_id = ? AND is_deleted = 0",
  )
    .bind(templateId, ctx.user!.tenantId)
    .first<string>("id");
  if (!template) return TEMPLATE_MISSING;
  const targetType = Number(field(body, "targetType"));
  if (targetType !== POLICY_TARGET.level && targetType !== POLICY_TARGET.agent) return "请选择适用对象";
  let agentLevel: number | null = null;
  let agentId: string | null = null;
  if (targetType === POLICY_TARGET.level) {
    agentLevel = Number(field(body, "agentLevel"));
    if (!(AGENT_LEVELS as readonly number[]).includes(agentLevel)) return "请选择代理商级别";
  } else {
    const agentNo = field(body, "agentNo") ?? "";
    if (!agentNo) return "请填写代理商编号";
    agentId = await ctx.env.DB.prepare(
      "SELECT id FROM cloud_agent_info WHERE tenant_id = ? AND agent_no = ? AND is_deleted = 0",
    )
      .bind(ctx.user!.tenantId, agentNo)
      .first<string>("id");
    if (!agentId) return `代理商 ${agentNo} 不存在`;
  }
  const effectiveDate = field(body, "effectiveDate") ?? "";
  if (
    !DATE.test(effectiveDate) ||
    Number.isNaN(Date.parse(`${effectiveDate}T00:00:00Z`)) ||
    new Date(`${effectiveDate}T00:00:00Z`).toISOString().slice(0, 10) !== effectiveDate
  ) {
    return "生效日期格式不正确";
  }
  if (effectiveDate <= beijingToday()) return DATE_NOT_AFTER_TODAY;
  return { id, name, remark, templateId, targetType, agentLevel, agentId, effectiveDate };
}

async function submit(ctx: RouteContext): Promise<Response> {
  const form = await buttonSubmit(ctx, { add: "policy_add", edit: "policy_edit" }, findPolicy, POLICY_MISSING);
  if (form instanceof Response) return form;
  const { body, id, existing } = form;
  if (existing && existing.effective_date <= beijingToday()) return fail(POLICY_IN_FORCE);
  const policy = await readPolicy(ctx, body, id ?? newId());
  if (typeof policy === "string") return fail(policy);
  const network = await loadNetwork(ctx);
  const others = network.policies.filter((p) => p.id !== policy.id);
  const sameTarget = others.find(
    (p) =>
      p.effectiveDate === policy.effectiveDate &&
      p.targetType === policy.targetType &&
      p.agentLevel === policy.agentLevel &&
      p.agentId === policy.agentId,
  );
  if (sameTarget) return fail("该适用对象在该生效日期已有政策");
  const after = { ...network, policies: [...others, policy] };
  // An edit that moves the date later also ends what it gave between the two dates.
  const from =
    existing && existing.effective_date < policy.effectiveDate ? existing.effective_date : policy.effectiveDate;
  const broken = firstNewViolation(network, after, from);
  if (broken) return fail(broken);
  const now = Date.now();
  const user = ctx.user!;
  const db = ctx.env.DB;
  const values = {
    policy_name: policy.name,
    template_id: policy.templateId,
    target_type: policy.targetType,
    agent_level: policy.agentLevel,
    agent_id: policy.agentId,
    effective_date: policy.effectiveDate,
    remark: policy.remark || null,
    update_time: now,
  };
  if (existing) {
    // Guarded: a policy whose day came meanwhile is history.
    const where = "id = ? AND tenant_id = ? AND is_deleted = 0 AND effective_date > ?";
    const result = await updateRow(db, "cloud_policy", values, where, policy.id, user.tenantId, beijingToday()).run();
    return result.meta.changes > 0 ? ok({ id: policy.id }) : fail(POLICY_IN_FORCE);
  }
  await insertRow(
    db,
    "cloud_policy",
    { id: policy.id, tenant_id: user.tenantId, ...values, ...createdByName(user, now) },
    "INSERT",
  ).run();
  return ok({ id: policy.id });
}

/** POST remove?ids=: policies still to come (one in force is history); removing must not break the ordering either. */
async function remove(ctx: RouteContext): Promise<Response> {
  const refused = await requireCode(ctx, "policy_delete");
  if (refused) return refused;
  const ids = idList(queryParam(ctx, "ids"));
  if (ids.length === 0) return fail("请选择要删除的政策");
  const today = beijingToday();
  const rows: PolicyRow[] = [];
  for (const id of ids) {
    const row = await findPolicy(ctx, id);
    if (!row) return fail(POLICY_MISSING);
    if (row.effective_date <= today) return fail(POLICY_IN_FORCE);
    rows.push(row);
  }
  const network = await loadNetwork(ctx);
  const after = { ...network, policies: network.policies.filter((p) => !ids.includes(p.id)) };
  const broken = firstNewViolation(network, after, rows.map((r) => r.effective_date).sort()[0]!);
  if (broken) return fail(broken);
  const db = ctx.env.DB;
  const now = Date.now();
  await db.batch(
    ids.map((id) =>
      db
        .prepare(
          "UPDATE cloud_policy SET is_deleted = 1, update_time = ? WHERE id = ? AND tenant_id = ? AND effective_date > ?",
        )
        .bind(now, id, ctx.user!.tenantId, today),
    ),
  );
  return success();
}

export const policyRoutes: Route[] = serveEach(policy.policy, { list, detail, submit, remove });

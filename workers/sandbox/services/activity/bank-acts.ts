/**
 * agent.bankAct.* (银行活动, ADR 023): page (actTitle on title or number, bankName,
 * status, cardType), detail, submit, remove; qryList, the activity search-select, stays with the
 * business searches and reads the same rows. A bank activity runs over Beijing days (stored as
 * the first and last second), with a discount rule (1 满减 threshold/reduce in fen; 2 折扣 a rate
 * such as 9.5折 with an optional threshold), a card type and an optional daily cap. Its status
 * (0 未开始, 1 进行中, 2 已结束) is the period's; once ended the period is history.
 */
import type { Route, RouteContext } from "../../core/env";
import { fail, formatDate, ok, str } from "../../core/http";
import { newId } from "../../core/ids";
import { holdsCode, NO_PERMISSION, buttonSubmit } from "../../core/permission";
import { likeArg, readPage } from "../../core/query";
import { field, queryParam, detailById } from "../../core/request";
import { yuanOf } from "../order/catalogue";
import {
  beijingToday,
  dayEnd,
  dayOf,
  dayStart,
  optionalFen,
  PERIOD_MESSAGES,
  readPeriod,
  readText,
  removeUnlessRunning,
} from "./period";
import { serveEach } from "../../core/serve";
import { agent } from "../../../../shared/contract/index.ts";

export const BANK_ACT_MISSING = "银行活动不存在";
export const BANK_ACT_RUNNING = "进行中的银行活动不能删除";
const RATE = /^[1-9](\.\d)?$/;

/** SQL: the status by the period and now (?1 the moment, ms). */
export const BANK_ACT_STATUS_SQL = "CASE WHEN t.start_time > ?1 THEN 0 WHEN t.end_time < ?1 THEN 2 ELSE 1 END";

interface BankActRow {
  id: string;
  act_no: string;
  act_title: string;
  bank_id: string | null;
  bank_name: string;
  act_desc: string | null;
  start_time: number;
  end_time: number;
  discount_type: number;
  threshold_fen: number | null;
  reduce_fen: number | null;
  discount_rate: string | null;
  card_type: number;
  daily_cap_fen: number | null;
  create_time: number | null;
  update_time: number | null;
  state: number;
}

const SELECT = `SELECT t.*, ${BANK_ACT_STATUS_SQL} AS state FROM cloud_bank_act t`;
const money = (fen: number | null) => (fen === null ? "" : yuanOf(fen));

const bankActVO = (r: BankActRow) => ({
  id: r.id,
  actNo: r.act_no,
  actTitle: r.act_title,
  bankId: str(r.bank_id),
  bankName: r.bank_name,
  startDate: dayOf(r.start_time),
  endDate: dayOf(r.end_time),
  startTime: formatDate(r.start_time),
  endTime: formatDate(r.end_time),
  discountType: r.discount_type,
  threshold: money(r.threshold_fen),
  reduce: money(r.reduce_fen),
  discountRate: str(r.discount_rate),
  cardType: r.card_type,
  dailyCap: money(r.daily_cap_fen),
  status: r.state,
  actDesc: str(r.act_desc),
  createTime: formatDate(r.create_time),
  updateTime: formatDate(r.update_time),
});

async function readable(ctx: RouteContext): Promise<Response | null> {
  return (await holdsCode(ctx, "bankAct")) ? null : fail(NO_PERMISSION, 403);
}

const findBankAct = (ctx: RouteContext, id: string) =>
  ctx.env.DB.prepare(`${SELECT} WHERE t.tenant_id = ?2 AND t.id = ?3 AND t.is_deleted = 0`)
    .bind(Date.now(), ctx.user!.tenantId, id)
    .first<BankActRow>();

async function list(ctx: RouteContext): Promise<Response> {
  const refused = await readable(ctx);
  if (refused) return refused;
  const parts = ["t.tenant_id = ?2", "t.is_deleted = 0"];
  const binds: unknown[] = [Date.now(), ctx.user!.tenantId];
  const add = (sql: string, ...values: unknown[]) => {
    let out = sql;
    for (const value of values) {
      binds.push(value);
      out = out.replace("??", `?${binds.length}`);
    }
    parts.push(out);
  };
  const param = (name: string) => (queryParam(ctx, name) ?? "").trim();
  if (param("actTitle"))
    add(
      "(t.act_title LIKE ?? ESCAPE '\\' OR t.act_no LIKE ??)",
      likeArg(param("actTitle")),
      `${param("actTitle").replace(/[\\%_]/g, "")}%`,
    );
  if (param("bankName")) add("t.bank_name LIKE ?? ESCAPE '\\'", likeArg(param("bankName")));
  if (/^[012]$/.test(param("cardType"))) add("t.card_type = ??", Number(param("cardType")));
  if (/^[012]$/.test(param("status"))) add(`${BANK_ACT_STATUS_SQL} = ??`, Number(param("status")));
  const where = parts.join(" AND ");
  return readPage<BankActRow>(
    ctx,
    {
      count: `SELECT COUNT(*) AS n FROM cloud_bank_act t WHERE ${where}`,
      rows: `${SELECT} WHERE ${where} ORDER BY t.start_time DESC, t.id ASC`,
      binds,
    },
    (rows) => rows.map(bankActVO),
  );
}

async function detail(ctx: RouteContext): Promise<Response> {
  return (await readable(ctx)) ?? detailById(ctx, findBankAct, bankActVO, BANK_ACT_MISSING, { idOptional: true });
}

type Rule = { type: number; threshold: number | null; reduce: number | null; rate: string | null };

function readRule(body: Record<string, unknown>): Rule | string {
  const type = Number(field(body, "discountType"));
  if (type !== 1 && type !== 2) return "请选择优惠方式";
  const threshold = optionalFen(body, "threshold", "满减门槛须大于0，最多2位小数");
  if (threshold !== null && typeof threshold === "object") return threshold.error;
  if (type === 1) {
    if (threshold === null) return "请输入满减门槛";
    const reduce = optionalFen(body, "reduce", "减免金额须大于0，最多2位小数");
    if (reduce !== null && typeof reduce === "object") return reduce.error;
    if (reduce === null) return "请输入减免金额";
    if (reduce >= threshold) return "减免金额须小于满减门槛";
    return { type, threshold, reduce, rate: null };
  }
  const rate = field(body, "discountRate") ?? "";
  if (!RATE.test(rate)) return "折扣须在1至9.9折之间，最多1位小数";
  return { type, threshold, reduce: null, rate };
}

async function submit(ctx: RouteContext): Promise<Response> {
  const form = await buttonSubmit(ctx, { add: "bank_act_add", edit: "bank_act_edit" }, findBankAct, BANK_ACT_MISSING);
  if (form instanceof Response) return form;
  const { body, existing } = form;
  const title = await readText(ctx, body, "actTitle", "活动名称", 50, true);
  if (typeof title !== "string") return fail(title.error);
  const bankId = field(body, "bankId") ?? "";
  if (!bankId) return fail("请选择银行");
  const bankName = await ctx.env.DB.prepare("SELECT bank_name FROM blade_bank_info WHERE id = ? AND is_deleted = 0")
    .bind(bankId)
    .first<string>("bank_name");
  if (!bankName) return fail("银行不存在");
  const period = readPeriod(body);
  if (typeof period === "string") return fail(period);
  const today = beijingToday();
  const moved = !existing || dayOf(existing.start_time) !== period.start || dayOf(existing.end_time) !== period.end;
  if (existing && moved && existing.end_time < Date.now()) return fail(PERIOD_MESSAGES.endedPeriod);
  if (moved && period.end < today) return fail(PERIOD_MESSAGES.endPassed);
  const rule = readRule(body);
  if (typeof rule === "string") return fail(rule);
  const cardType = Number(field(body, "cardType") ?? "0");
  if (![0, 1, 2].includes(cardType)) return fail("请选择卡类型");
  const cap = optionalFen(body, "dailyCap", "单日优惠上限须大于0，最多2位小数");
  if (cap !== null && typeof cap === "object") return fail(cap.error);
  const desc = await readText(ctx, body, "actDesc", "活动说明", 200, false);
  if (typeof desc !== "string") return fail(desc.error);
  const now = Date.now();
  const user = ctx.user!;
  const values = [
    title,
    bankId,
    bankName,
    dayStart(period.start),
    dayEnd(period.end),
    rule.type,
    rule.threshold,
    rule.reduce,
    rule.rate,
    cardType,
    cap,
    desc || null,
  ];
  const db = ctx.env.DB;
  if (existing) {
    await db
      .prepare(
        `UPDATE cloud_bank_act SET act_title = ?, bank_id = ?, bank_name = ?, start_time = ?, end_time = ?, discount_type = ?, threshold_fen = ?, reduce_fen = ?,
      discount_rate = ?, card_type = ?, daily_cap_fen = ?, act_desc = ?, update_user = ?, update_time = ? WHERE id = ? AND tenant_id = ? AND is_deleted = 0`,
      )
      .bind(...values, user.userId, now, existing.id, user.tenantId)
      .run();
    return ok({ id: existing.id });
  }
  const newOne = newId();
  await db
    .prepare(
      `INSERT INTO cloud_bank_act (act_title, bank_id, bank_name, start_time, end_time, discount_type, threshold_fen, reduce_fen, discount_rate, card_type, daily_cap_fen, act_desc,
      id, tenant_id, act_no, status, create_user, create_time, update_user, update_time, is_deleted) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, 0)`,
    )
    .bind(...values, newOne, user.tenantId, `ACT${newOne.slice(0, 13)}`, user.userId, now, user.userId, now)
    .run();
  return ok({ id: newOne });
}

/** POST remove?ids=: not while one of them runs. */
const remove = (ctx: RouteContext): Promise<Response> =>
  removeUnlessRunning(ctx, {
    code: "bank_act_delete",
    table: "cloud_bank_act",
    none: "请选择要删除的银行活动",
    missing: BANK_ACT_MISSING,
    running: BANK_ACT_RUNNING,
    find: (id) => findBankAct(ctx, id),
  });

export const bankActRoutes: Route[] = serveEach(agent.bankAct, { list, detail, submit, remove });

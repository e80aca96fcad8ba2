/**
 * The activity services' shared rules (ADR 023): periods of Beijing days, amounts in yuan text
 * read as integer fen, and the messages the backend answers with.
 */
import { chars, fail, success } from "../../core/http";
import { requireCode } from "../../core/permission";
import { field, idList, queryParam } from "../../core/request";
import { holdsSensitiveWord, SENSITIVE_REFUSAL } from "../reference/sensitive";
import type { RouteContext } from "../../core/env";
import { positiveFen, yuanToFen } from "../../../../shared/money";

export const ACTIVITY_KIND = 90;
const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const PERIOD_MESSAGES = {
  startMissing: "请选择开始日期",
  endMissing: "请选择结束日期",
  badDate: "日期格式不正确",
  endBeforeStart: "结束日期不能早于开始日期",
  endPassed: "结束日期不能早于今天",
  endedPeriod: "活动已结束，不能修改活动时间",
} as const;

/** Today in Beijing, yyyy-MM-dd. */
export const beijingToday = (now = Date.now()): string => new Date(now + 8 * HOUR).toISOString().slice(0, 10);

/** A Beijing day `offset` days from `now`'s. */
export const beijingDay = (offset: number, now = Date.now()): string =>
  new Date(now + 8 * HOUR + offset * DAY).toISOString().slice(0, 10);

/** A real calendar day in yyyy-MM-dd form? */
export function isDay(text: string): boolean {
  if (!DATE.test(text)) return false;
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
}

/** The first millisecond of a Beijing day. */
export const dayStart = (day: string): number => Date.parse(`${day}T00:00:00Z`) - 8 * HOUR;
/** The last second of a Beijing day (as the backend stores 23:59:59). */
export const dayEnd = (day: string): number => dayStart(day) + DAY - 1000;
/** The Beijing day of a moment. */
export const dayOf = (ms: number): string => beijingToday(ms);

/** 0 未开始, 1 进行中, 2 已结束 by the period (days, both included) and today. */
export function periodState(start: string, end: string, today = beijingToday()): 0 | 1 | 2 {
  return start > today ? 0 : end < today ? 2 : 1;
}

/** The posted period (startDate, endDate) or the first reason it is refused. */
export function readPeriod(body: Record<string, unknown>): { start: string; end: string } | string {
  const start = (field(body, "startDate") ?? "").trim();
  const end = (field(body, "endDate") ?? "").trim();
  if (!start) return PERIOD_MESSAGES.startMissing;
  if (!end) return PERIOD_MESSAGES.endMissing;
  if (!isDay(start) || !isDay(end)) return PERIOD_MESSAGES.badDate;
  if (end < start) return PERIOD_MESSAGES.endBeforeStart;
  return { start, end };
}

/** Yuan text with at most two decimals → fen; null when it is not one. */
export function fenOfYuan(text: string): number | null {
  return yuanToFen(text);
}

/** An optional amount: "" → null (none), a positive amount → fen, anything else → the message. */
export function optionalFen(
  body: Record<string, unknown>,
  name: string,
  message: string,
): number | null | { error: string } {
  const text = (field(body, name) ?? "").trim();
  if (!text) return null;
  const fen = positiveFen(text);
  return fen === null ? { error: message } : fen;
}

/** A required text of at most `max` characters, free of the tenant's sensitive words; or the message. */
export async function readText(
  ctx: RouteContext,
  body: Record<string, unknown>,
  name: string,
  label: string,
  max: number,
  required: boolean,
): Promise<string | { error: string }> {
  const text = (field(body, name) ?? "").trim();
  if (!text && required) return { error: `${label}不能为空` };
  if (chars(text) > max) return { error: `${label}不能超过${max}个字符` };
  if (await holdsSensitiveWord(ctx, text)) return { error: SENSITIVE_REFUSAL };
  return text;
}

/**
 * POST remove?ids= of either kind of activity: the button, at least one id, every row found and
 * none running (state 1), then all soft-deleted in one batch within the caller's tenant.
 */
export async function removeUnlessRunning(
  ctx: RouteContext,
  rule: {
    code: string;
    table: string;
    none: string;
    missing: string;
    running: string;
    find: (id: string) => Promise<{ state: number } | null>;
  },
): Promise<Response> {
  const refused = await requireCode(ctx, rule.code);
  if (refused) return refused;
  const ids = idList(queryParam(ctx, "ids"));
  if (ids.length === 0) return fail(rule.none);
  for (const id of ids) {
    const row = await rule.find(id);
    if (!row) return fail(rule.missing);
    if (row.state === 1) return fail(rule.running);
  }
  const db = ctx.env.DB;
  const now = Date.now();
  await db.batch(
    ids.map((id) =>
      db
        .prepare(`UPDATE ${rule.table} SET is_deleted = 1, update_time = ? WHERE id = ? AND tenant_id = ?`)
        .bind(now, id, ctx.user!.tenantId),
    ),
  );
  return success();
}

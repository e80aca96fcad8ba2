/**
 * cloud-system reference data: MCC and bank branches (global tables), blacklist and sensitive /
 * whitelisted words (tenant-scoped).
 * Lists are IPage with `ascs`/`descs`; submit takes JSON (insert without id, update with id);
 * remove takes `ids`; detail of an absent row is R.data(null).
 */
import type { Route, RouteContext } from "../../core/env";
import { fail, formatDate, ok, page, paging, str, success } from "../../core/http";
import { BANK_TYPES, chars, idsParam, integer, jsonBody, missingIds, newId, orderBy, text, Where } from "../../core/reference-common";
import { tenantHasSensitiveWord } from "./sensitive";

const SYS = "/api/cloud-system";

/** A paged `SELECT *` of `from` under `where`, mapped through `vo`. */
async function pageOf<Row, VO>(ctx: RouteContext, from: string, where: Where, order: string, vo: (row: Row) => VO): Promise<Response> {
  const { current, size, offset } = paging(ctx.url);
  const db = ctx.env.DB;
  const total = (await db.prepare(`SELECT COUNT(*) AS n FROM ${from} ${where.sql}`).bind(...where.binds).first<number>("n")) ?? 0;
  const { results } = await db.prepare(`SELECT * FROM ${from} ${where.sql} ${order} LIMIT ? OFFSET ?`)
    .bind(...where.binds, size, offset)
    .all<Row>();
  return ok(page(results.map(vo), total, current, size));
}

async function detailOf<Row, VO>(ctx: RouteContext, from: string, where: Where, vo: (row: Row) => VO): Promise<Response> {
  const id = ctx.url.searchParams.get("id");
  if (!id) return ok(null);
  where.add("id = ?", id);
  const row = await ctx.env.DB.prepare(`SELECT * FROM ${from} ${where.sql}`).bind(...where.binds).first<Row>();
  return ok(row ? vo(row) : null);
}

/** Logical delete of `ids` within `scope`; R.status(false) (操作失败) when nothing matched. */
async function removeOf(ctx: RouteContext, from: string, scope: Where): Promise<Response> {
  const ids = await idsParam(ctx);
  if (!ids) return missingIds();
  if (ids.length === 0) return fail("操作失败");
  scope.add(`id IN (${ids.map(() => "?").join(",")})`, ...ids);
  const result = await ctx.env.DB.prepare(`UPDATE ${from} SET is_deleted = 1 ${scope.sql}`).bind(...scope.binds).run();
  return result.meta.changes > 0 ? success() : fail("操作失败");
}

/* ---------- MCC (global) ---------- */

interface MccRow {
  id: string;
  mcc_code: string;
  name: string;
  category_name: string | null;
  remark: string | null;
  sort: number | null;
  create_time: number | null;
}

const mccVO = (m: MccRow) => ({
  id: m.id,
  mccCode: m.mcc_code,
  name: m.name,
  categoryName: str(m.category_name),
  remark: str(m.remark),
  sort: m.sort ?? -1,
  createTime: formatDate(m.create_time),
});

const MCC_SORT = { mccCode: "mcc_code", name: "name", sort: "sort", categoryName: "category_name", createTime: "create_time" };

function mccList(ctx: RouteContext): Promise<Response> {
  const q = ctx.url.searchParams;
  const where = new Where("is_deleted = 0").like(["name", "mcc_code"], q.get("name")).equal("mcc_code", q.get("mccCode"))
    .like("category_name", q.get("categoryName"));
  return pageOf(ctx, "blade_mcc", where, orderBy(ctx.url, MCC_SORT, "mcc_code ASC"), mccVO);
}

async function mccSubmit(ctx: RouteContext): Promise<Response> {
  const body = await jsonBody(ctx.req);
  if (body instanceof Response) return body;
  const id = text(body.id);
  const mccCode = text(body.mccCode);
  const name = text(body.name);
  const categoryName = text(body.categoryName);
  const remark = text(body.remark);
  const sort = integer(body.sort);
  if (!mccCode) return fail("MCC编码不能为空");
  if (!/^\d{4}$/.test(mccCode)) return fail("MCC编码必须为4位数字");
  if (!name) return fail("MCC名称不能为空");
  if (chars(name) > 100) return fail("MCC名称不能超过100个字符");
  if (chars(categoryName) > 50) return fail("所属类别不能超过50个字符");
  if (chars(remark) > 200) return fail("备注不能超过200个字符");
  if (Number.isNaN(sort)) return fail("排序必须为整数");
  const db = ctx.env.DB;
  const taken = await db.prepare("SELECT id FROM blade_mcc WHERE mcc_code = ? AND is_deleted = 0 AND id <> ?").bind(mccCode, id).first<string>("id");
  if (taken) return fail("MCC编码已存在!");
  if (id) {
    const r = await db.prepare("UPDATE blade_mcc SET mcc_code = ?, name = ?, category_name = ?, remark = ?, sort = ? WHERE id = ? AND is_deleted = 0")
      .bind(mccCode, name, categoryName, remark, sort, id)
      .run();
    return r.meta.changes > 0 ? success() : fail("操作失败");
  }
  await db.prepare("INSERT INTO blade_mcc (id, mcc_code, name, category_name, remark, sort, create_time, is_deleted) VALUES (?, ?, ?, ?, ?, ?, ?, 0)")
    .bind(newId(), mccCode, name, categoryName, remark, sort, Date.now())
    .run();
  return success();
}

/* ---------- Bank branches (global) ---------- */

interface BankRow {
  id: string;
  bank_name: string;
  bank_code: string;
  bank_type_id: number | null;
  bank_type_name: string | null;
  bank_province: string | null;
  bank_city: string | null;
  address: string | null;
  create_time: number | null;
}

const bankVO = (b: BankRow) => ({
  id: b.id,
  bankName: b.bank_name,
  bankCode: b.bank_code,
  bankTypeId: b.bank_type_id ?? -1,
  bankTypeName: str(b.bank_type_name),
  bankProvince: str(b.bank_province),
  bankCity: str(b.bank_city),
  address: str(b.address),
  createTime: formatDate(b.create_time),
});

const BANK_SORT = { bankName: "bank_name", bankCode: "bank_code", bankCity: "bank_city", bankProvince: "bank_province", bankTypeId: "bank_type_id",
  createTime: "create_time" };

function bankList(ctx: RouteContext): Promise<Response> {
  const q = ctx.url.searchParams;
  const where = new Where("is_deleted = 0").like("bank_name", q.get("bankName")).like("bank_city", q.get("bankCity"))
    .like("bank_province", q.get("bankProvince")).equal("bank_code", q.get("bankCode"));
  const typeId = (q.get("bankTypeId") ?? "").trim();
  if (typeId) where.add("bank_type_id = ?", /^\d+$/.test(typeId) ? Number(typeId) : -1);
  return pageOf(ctx, "blade_bank_info", where, orderBy(ctx.url, BANK_SORT, "bank_code ASC"), bankVO);
}

async function bankSubmit(ctx: RouteContext): Promise<Response> {
  const body = await jsonBody(ctx.req);
  if (body instanceof Response) return body;
  const id = text(body.id);
  const bankName = text(body.bankName);
  const bankCode = text(body.bankCode);
  const typeText = text(body.bankTypeId);
  const bankProvince = text(body.bankProvince);
  const bankCity = text(body.bankCity);
  const address = text(body.address);
  if (!bankName) return fail("开户行名称不能为空");
  if (chars(bankName) > 100) return fail("开户行名称不能超过100个字符");
  if (!bankCode) return fail("联行号不能为空");
  if (!/^\d{12}$/.test(bankCode)) return fail("联行号必须为12位数字");
  if (!typeText) return fail("银行类型不能为空");
  const typeId = /^\d+$/.test(typeText) ? Number(typeText) : 0;
  const typeName = BANK_TYPES[typeId];
  if (!typeName) return fail("银行类型不正确");
  if (!bankProvince) return fail("所在省份不能为空");
  if (!bankCity) return fail("所在城市不能为空");
  if (chars(bankProvince) > 50 || chars(bankCity) > 50) return fail("省份或城市不能超过50个字符");
  if (chars(address) > 200) return fail("地址不能超过200个字符");
  const db = ctx.env.DB;
  const taken = await db.prepare("SELECT id FROM blade_bank_info WHERE bank_code = ? AND is_deleted = 0 AND id <> ?").bind(bankCode, id).first<string>("id");
  if (taken) return fail("联行号已存在!");
  if (id) {
    const r = await db.prepare(
      `UPDATE blade_bank_info SET bank_name = ?, bank_code = ?, bank_type_id = ?, bank_type_name = ?, bank_province = ?, bank_city = ?, address = ?
       WHERE id = ? AND is_deleted = 0`,
    ).bind(bankName, bankCode, typeId, typeName, bankProvince, bankCity, address, id).run();
    return r.meta.changes > 0 ? success() : fail("操作失败");
  }
  await db.prepare(
    `INSERT INTO blade_bank_info (id, bank_name, bank_code, bank_type_id, bank_type_name, bank_province, bank_city, address, create_time, is_deleted)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0)`,
  ).bind(newId(), bankName, bankCode, typeId, typeName, bankProvince, bankCity, address, Date.now()).run();
  return success();
}

/* ---------- Blacklist (tenant) ---------- */

export const BLACKLIST_TYPES: Record<number, string> = { 1: "手机号", 2: "身份证号", 3: "银行卡号", 4: "商户号" };

interface BlacklistRow {
  id: string;
  type: number;
  value: string;
  reason: string | null;
  create_user: string | null;
  create_user_name: string | null;
  create_time: number | null;
}

const blacklistVO = (b: BlacklistRow) => ({
  id: b.id,
  type: b.type,
  typeName: BLACKLIST_TYPES[b.type] ?? "",
  value: b.value,
  reason: str(b.reason),
  createUser: str(b.create_user),
  createUserName: str(b.create_user_name),
  createTime: formatDate(b.create_time),
});

const BLACKLIST_SORT = { createTime: "create_time", type: "type", value: "value" };

/** The value rule per type: the normalised value, or the failure message. */
export function blacklistValue(type: number, raw: string): { value: string } | { error: string } {
  const value = raw.replace(/\s+/g, "");
  switch (type) {
    case 1:
      return /^1[3-9]\d{9}$/.test(value) ? { value } : { error: "手机号格式不正确，请输入11位手机号" };
    case 2:
      return /^\d{17}[\dXx]$/.test(value) ? { value: value.toUpperCase() } : { error: "身份证号格式不正确，请输入18位身份证号" };
    case 3:
      return /^\d{12,19}$/.test(value) ? { value } : { error: "银行卡号格式不正确，请输入12-19位数字" };
    default:
      if (!value) return { error: "商户号不能为空" };
      return chars(value) <= 32 ? { value } : { error: "商户号不能超过32个字符" };
  }
}

function blacklistPage(ctx: RouteContext): Promise<Response> {
  const q = ctx.url.searchParams;
  const where = new Where("tenant_id = ? AND is_deleted = 0", ctx.user!.tenantId).like("value", q.get("value")).like("reason", q.get("reason"));
  const type = (q.get("type") ?? "").trim();
  if (type) where.add("type = ?", /^\d+$/.test(type) ? Number(type) : -1);
  return pageOf(ctx, "cloud_blacklist", where, orderBy(ctx.url, BLACKLIST_SORT, "create_time DESC", "id DESC"), blacklistVO);
}

async function blacklistSubmit(ctx: RouteContext): Promise<Response> {
  const body = await jsonBody(ctx.req);
  if (body instanceof Response) return body;
  const user = ctx.user!;
  const id = text(body.id);
  const typeText = text(body.type);
  const raw = text(body.value);
  const reason = text(body.reason);
  if (!typeText) return fail("黑名单类型不能为空");
  const type = /^\d+$/.test(typeText) ? Number(typeText) : 0;
  if (!BLACKLIST_TYPES[type]) return fail("黑名单类型不正确");
  if (!raw) return fail(`${BLACKLIST_TYPES[type]}不能为空`);
  const checked = blacklistValue(type, raw);
  if ("error" in checked) return fail(checked.error);
  if (chars(reason) > 200) return fail("原因不能超过200个字符");
  const db = ctx.env.DB;
  const taken = await db.prepare("SELECT id FROM cloud_blacklist WHERE tenant_id = ? AND type = ? AND value = ? AND is_deleted = 0 AND id <> ?")
    .bind(user.tenantId, type, checked.value, id)
    .first<string>("id");
  if (taken) return fail("该黑名单已存在!");
  if (id) {
    const r = await db.prepare("UPDATE cloud_blacklist SET type = ?, value = ?, reason = ? WHERE id = ? AND tenant_id = ? AND is_deleted = 0")
      .bind(type, checked.value, reason, id, user.tenantId)
      .run();
    return r.meta.changes > 0 ? success() : fail("操作失败");
  }
  await db.prepare(
    `INSERT INTO cloud_blacklist (id, tenant_id, type, value, reason, create_user, create_user_name, create_time, is_deleted)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0)`,
  ).bind(newId(), user.tenantId, type, checked.value, reason, user.userId, user.nickName, Date.now()).run();
  return success();
}

/* ---------- Sensitive and whitelisted words (tenant) ---------- */

interface WordRow {
  id: string;
  word: string;
  create_time: number | null;
  update_time: number | null;
}

const wordVO = (w: WordRow) => ({ id: w.id, word: w.word, createTime: formatDate(w.create_time), updateTime: formatDate(w.update_time) });

interface WordKind {
  table: string;
  label: string;
}

const SENSITIVE: WordKind = { table: "cloud_sensitive_word", label: "敏感词" };
const WHITE: WordKind = { table: "cloud_sensitive_white_word", label: "白名单词" };
const WORD_SORT = { word: "word", createTime: "create_time", updateTime: "update_time" };

function wordPage(kind: WordKind) {
  return (ctx: RouteContext): Promise<Response> => {
    const where = new Where("tenant_id = ?", ctx.user!.tenantId).like("word", ctx.url.searchParams.get("word"));
    return pageOf(ctx, kind.table, where, orderBy(ctx.url, WORD_SORT, "create_time DESC"), wordVO);
  };
}

/** addWord / updateWord (and the whitelist's): `{word}` or `{id, word}`. */
function wordSave(kind: WordKind, update: boolean) {
  return async (ctx: RouteContext): Promise<Response> => {
    const body = await jsonBody(ctx.req);
    if (body instanceof Response) return body;
    const tenantId = ctx.user!.tenantId;
    const id = update ? text(body.id) : "";
    if (update && !id) return fail("主键不能为空");
    const word = text(body.word);
    if (!word) return fail(`${kind.label}不能为空`);
    if (chars(word) > 50) return fail(`${kind.label}不能超过50个字符`);
    const db = ctx.env.DB;
    const taken = await db.prepare(`SELECT id FROM ${kind.table} WHERE tenant_id = ? AND word = ? AND id <> ?`).bind(tenantId, word, id).first<string>("id");
    if (taken) return fail(`${kind.label}已存在!`);
    const now = Date.now();
    if (update) {
      const r = await db.prepare(`UPDATE ${kind.table} SET word = ?, update_time = ? WHERE id = ? AND tenant_id = ?`).bind(word, now, id, tenantId).run();
      return r.meta.changes > 0 ? success() : fail("操作失败");
    }
    await db.prepare(`INSERT INTO ${kind.table} (id, tenant_id, word, create_time, update_time) VALUES (?, ?, ?, ?, ?)`)
      .bind(newId(), tenantId, word, now, now)
      .run();
    return success();
  };
}

/** deleteWord/{id}, deleteWhiteWord/{id}: the id is the path segment after `prefix`. */
function wordDelete(kind: WordKind, prefix: string) {
  return async (ctx: RouteContext): Promise<Response> => {
    const rest = ctx.url.pathname.replace(/\/{2,}/g, "/").slice(prefix.length);
    let id = "";
    try {
      id = decodeURIComponent(rest).trim();
    } catch {
      return fail("操作失败");
    }
    if (!id || id.includes("/")) return fail("操作失败");
    const r = await ctx.env.DB.prepare(`DELETE FROM ${kind.table} WHERE id = ? AND tenant_id = ?`).bind(id, ctx.user!.tenantId).run();
    return r.meta.changes > 0 ? success() : fail("操作失败");
  };
}

async function checkWord(ctx: RouteContext): Promise<Response> {
  return ok(await tenantHasSensitiveWord(ctx.env.DB, ctx.user!.tenantId, ctx.url.searchParams.get("word") ?? ""));
}

export const referenceRoutes: Route[] = [
  { methods: ["GET"], path: `${SYS}/mcc/list`, handler: mccList },
  { methods: ["GET"], path: `${SYS}/mcc/detail`, handler: (ctx) => detailOf(ctx, "blade_mcc", new Where("is_deleted = 0"), mccVO) },
  { methods: ["POST"], path: `${SYS}/mcc/submit`, handler: mccSubmit },
  { methods: ["POST"], path: `${SYS}/mcc/remove`, handler: (ctx) => removeOf(ctx, "blade_mcc", new Where("is_deleted = 0")) },

  { methods: ["GET"], path: `${SYS}/bank-info/list`, handler: bankList },
  { methods: ["GET"], path: `${SYS}/bank-info/detail`, handler: (ctx) => detailOf(ctx, "blade_bank_info", new Where("is_deleted = 0"), bankVO) },
  { methods: ["POST"], path: `${SYS}/bank-info/submit`, handler: bankSubmit },
  { methods: ["POST"], path: `${SYS}/bank-info/remove`, handler: (ctx) => removeOf(ctx, "blade_bank_info", new Where("is_deleted = 0")) },

  { methods: ["GET"], path: `${SYS}/blacklist/page`, handler: blacklistPage },
  {
    methods: ["GET"],
    path: `${SYS}/blacklist/detail`,
    handler: (ctx) => detailOf(ctx, "cloud_blacklist", new Where("tenant_id = ? AND is_deleted = 0", ctx.user!.tenantId), blacklistVO),
  },
  { methods: ["POST"], path: `${SYS}/blacklist/submit`, handler: blacklistSubmit },
  {
    methods: ["POST"],
    path: `${SYS}/blacklist/remove`,
    handler: (ctx) => removeOf(ctx, "cloud_blacklist", new Where("tenant_id = ? AND is_deleted = 0", ctx.user!.tenantId)),
  },

  { methods: ["GET"], path: `${SYS}/sensitive/pageWords`, handler: wordPage(SENSITIVE) },
  { methods: ["GET"], path: `${SYS}/sensitive/pageWhiteWords`, handler: wordPage(WHITE) },
  { methods: ["GET"], path: `${SYS}/sensitive/checkWord`, handler: checkWord },
  { methods: ["POST"], path: `${SYS}/sensitive/addWord`, handler: wordSave(SENSITIVE, false) },
  { methods: ["POST"], path: `${SYS}/sensitive/updateWord`, handler: wordSave(SENSITIVE, true) },
  { methods: ["POST"], path: `${SYS}/sensitive/deleteWord/*`, handler: wordDelete(SENSITIVE, `${SYS}/sensitive/deleteWord/`) },
  { methods: ["POST"], path: `${SYS}/sensitive/addWhiteWord`, handler: wordSave(WHITE, false) },
  { methods: ["POST"], path: `${SYS}/sensitive/updateWhiteWord`, handler: wordSave(WHITE, true) },
  { methods: ["POST"], path: `${SYS}/sensitive/deleteWhiteWord/*`, handler: wordDelete(WHITE, `${SYS}/sensitive/deleteWhiteWord/`) },
];

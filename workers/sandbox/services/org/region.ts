/**
 * cloud-system /region (global, keyed by code; root "00" 中华人民共和国, level 0 country …
 * 5 village). submit inserts when the body has no `id` and updates the region whose code is
 * `id` otherwise (code and parent are fixed once created; a new name reaches the descendants'
 * provinceName/cityName/… columns). remove takes `id` = code.
 */
import { system, type Wire } from "../../../../shared/contract/index.ts";
import type { Route, RouteContext, SandboxEnv } from "../../core/env";
import { serveEach } from "../../core/serve";
import { insertRow } from "../../core/db";
import { fail, num, ok, paramMissing, serviceError, str, success, unreadable } from "../../core/http";
import { orderBy, Where, readListPage } from "../../core/query";
import { field, intField, jsonBody, readParams } from "../../core/request";
import { treeNode } from "../../core/tree";

export const REGION_ERRORS = {
  codeRequired: "地区编号不能为空",
  nameRequired: "地区名称不能为空",
  badCode: "地区编号格式不正确",
  nameTooLong: "地区名称长度不能超过50个字符",
  parentMissing: "上级地区不存在",
  tooDeep: "村级地区不能再添加下级",
  codePrefix: "地区编号必须以上级地区编号开头",
  duplicate: "地区编号已存在!",
  notFound: "地区不存在",
  codeFixed: "地区编号不能修改",
  parentFixed: "上级地区不能修改",
  badSort: "排序必须为整数",
  hasChildren: "请先删除子节点!",
} as const;

const ROOT = "00";

interface RegionRecord {
  code: string;
  parent_code: string;
  ancestors: string | null;
  name: string;
  province_code: string | null;
  province_name: string | null;
  city_code: string | null;
  city_name: string | null;
  district_code: string | null;
  district_name: string | null;
  town_code: string | null;
  town_name: string | null;
  village_code: string | null;
  village_name: string | null;
  region_level: number;
  sort: number | null;
  remark: string | null;
  has_children?: number;
  parent_name?: string | null;
}

function regionEntity(r: RegionRecord): Wire<typeof system.region.list>["records"][number] {
  return {
    code: r.code,
    parentCode: r.parent_code,
    ancestors: str(r.ancestors),
    name: r.name,
    provinceCode: str(r.province_code),
    provinceName: str(r.province_name),
    cityCode: str(r.city_code),
    cityName: str(r.city_name),
    districtCode: str(r.district_code),
    districtName: str(r.district_name),
    townCode: str(r.town_code),
    townName: str(r.town_name),
    villageCode: str(r.village_code),
    villageName: str(r.village_name),
    regionLevel: r.region_level,
    sort: num(r.sort),
    remark: str(r.remark),
  };
}

const regionVO = (r: RegionRecord): Wire<typeof system.region.lazyList>[number] => ({
  ...regionEntity(r),
  parentName: str(r.parent_name),
  hasChildren: Boolean(r.has_children),
});

const SELECT_VO = `SELECT r.*, p.name AS parent_name, EXISTS (SELECT 1 FROM blade_region c WHERE c.parent_code = r.code) AS has_children
  FROM blade_region r LEFT JOIN blade_region p ON p.code = r.parent_code`;

/** The level-specific code/name columns: 1 province … 5 village. */
const LEVEL_COLUMNS: Record<number, [string, string]> = {
  1: ["province_code", "province_name"],
  2: ["city_code", "city_name"],
  3: ["district_code", "district_name"],
  4: ["town_code", "town_name"],
  5: ["village_code", "village_name"],
};

async function findRegion(env: SandboxEnv, code: string): Promise<RegionRecord | null> {
  return env.DB.prepare(`${SELECT_VO} WHERE r.code = ?`).bind(code).first<RegionRecord>();
}

async function regionList(ctx: RouteContext): Promise<Response> {
  const q = ctx.url.searchParams;
  const where = new Where("1 = 1")
    .like("r.code", q.get("code"))
    .like("r.name", q.get("name"))
    .equal("r.parent_code", q.get("parentCode"));
  const level = (q.get("regionLevel") ?? "").trim();
  if (/^\d$/.test(level)) where.add("r.region_level = ?", Number(level));
  const order = orderBy(
    ctx.url,
    { code: "r.code", name: "r.name", sort: "r.sort", regionLevel: "r.region_level" },
    "r.code",
  );
  return readListPage<RegionRecord>(
    ctx,
    { from: "blade_region r", rows: "SELECT r.* FROM blade_region r", where, order },
    (rows) => rows.map(regionEntity),
  );
}

async function children(env: SandboxEnv, parentCode: string): Promise<RegionRecord[]> {
  const { results } = await env.DB.prepare(`${SELECT_VO} WHERE r.parent_code = ? ORDER BY r.sort, r.code`)
    .bind(parentCode)
    .all<RegionRecord>();
  return results;
}

const parentParam = (ctx: RouteContext, name: string) => (ctx.url.searchParams.get(name) ?? "").trim() || ROOT;

async function regionLazyList(ctx: RouteContext): Promise<Response> {
  return ok((await children(ctx.env, parentParam(ctx, "parentCode"))).map(regionVO));
}

async function regionLazyTree(ctx: RouteContext): Promise<Response> {
  const regions = await children(ctx.env, parentParam(ctx, "parentCode"));
  return ok(regions.map((r) => treeNode(r.code, r.parent_code, r.name, Boolean(r.has_children)).fields));
}

async function regionSelect(ctx: RouteContext): Promise<Response> {
  return ok((await children(ctx.env, parentParam(ctx, "code"))).map(regionEntity));
}

async function regionDetail(ctx: RouteContext): Promise<Response> {
  const code = (ctx.url.searchParams.get("code") ?? "").trim();
  if (!code) return ok(null);
  const row = await findRegion(ctx.env, code);
  return ok(row ? regionEntity(row) : null);
}

async function regionSubmit(ctx: RouteContext): Promise<Response> {
  const body = await jsonBody(ctx.req);
  if (!body) return unreadable();
  const db = ctx.env.DB;
  const id = field(body, "id") || null;
  const code = field(body, "code") ?? "";
  const name = field(body, "name") ?? "";
  const sortRaw = intField(body, "sort");
  if (Number.isNaN(sortRaw)) return fail(REGION_ERRORS.badSort);
  const remark = field(body, "remark");

  if (id) {
    const existing = await findRegion(ctx.env, id);
    if (!existing) return fail(REGION_ERRORS.notFound);
    if (code && code !== existing.code) return fail(REGION_ERRORS.codeFixed);
    const parentCode = field(body, "parentCode");
    if (parentCode && parentCode !== existing.parent_code) return fail(REGION_ERRORS.parentFixed);
    const newName = field(body, "name") ?? existing.name;
    if (!newName) return fail(REGION_ERRORS.nameRequired);
    if (newName.length > 50) return fail(REGION_ERRORS.nameTooLong);
    const statements = [
      db
        .prepare("UPDATE blade_region SET name = ?, sort = ?, remark = ? WHERE code = ?")
        .bind(newName, sortRaw ?? existing.sort, remark ?? existing.remark, existing.code),
    ];
    const columns = LEVEL_COLUMNS[existing.region_level];
    if (columns && newName !== existing.name) {
      statements.push(
        db.prepare(`UPDATE blade_region SET ${columns[1]} = ? WHERE ${columns[0]} = ?`).bind(newName, existing.code),
      );
    }
    await db.batch(statements);
    return success();
  }

  if (!code) return fail(REGION_ERRORS.codeRequired);
  if (!name) return fail(REGION_ERRORS.nameRequired);
  if (!/^\d{2,12}$/.test(code)) return fail(REGION_ERRORS.badCode);
  if (name.length > 50) return fail(REGION_ERRORS.nameTooLong);
  if (await findRegion(ctx.env, code)) return fail(REGION_ERRORS.duplicate);
  const parentCode = field(body, "parentCode") || ROOT;
  const parent = await findRegion(ctx.env, parentCode);
  if (!parent) return fail(REGION_ERRORS.parentMissing);
  if (parent.region_level >= 5) return fail(REGION_ERRORS.tooDeep);
  if (parent.code !== ROOT && (!code.startsWith(parent.code) || code === parent.code))
    return fail(REGION_ERRORS.codePrefix);

  const level = parent.region_level + 1;
  const row: Record<string, unknown> = {
    code,
    parent_code: parent.code,
    ancestors: `${str(parent.ancestors) || "0"},${parent.code}`,
    name,
    province_code: parent.province_code,
    province_name: parent.province_name,
    city_code: parent.city_code,
    city_name: parent.city_name,
    district_code: parent.district_code,
    district_name: parent.district_name,
    town_code: parent.town_code,
    town_name: parent.town_name,
    village_code: null,
    village_name: null,
    region_level: level,
    sort: sortRaw ?? 0,
    remark: remark || null,
  };
  const [codeColumn, nameColumn] = LEVEL_COLUMNS[level]!;
  row[codeColumn] = code;
  row[nameColumn] = name;
  const inserted = await insertRow(db, "blade_region", row).run();
  if (!inserted.meta.changes) return fail(REGION_ERRORS.duplicate);
  return success();
}

async function regionRemove(ctx: RouteContext): Promise<Response> {
  const params = await readParams(ctx.req, ctx.url);
  const code = (params.get("id") ?? "").trim();
  if (!code) return paramMissing("id");
  const row = await findRegion(ctx.env, code);
  if (!row) return fail(REGION_ERRORS.notFound);
  if (row.has_children) return serviceError(REGION_ERRORS.hasChildren);
  await ctx.env.DB.prepare("DELETE FROM blade_region WHERE code = ?").bind(code).run();
  return success();
}

export const regionRoutes: Route[] = serveEach(system.region, {
  list: regionList,
  lazyList: regionLazyList,
  lazyTree: regionLazyTree,
  select: regionSelect,
  detail: regionDetail,
  submit: regionSubmit,
  remove: regionRemove,
});

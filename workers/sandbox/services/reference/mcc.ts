/** cloud-system /mcc: merchant category codes (global): list, detail, submit, remove. */
import type { Wire } from "../../../../shared/contract/index.ts";
import type { Route, RouteContext } from "../../core/env";
import { fail, formatDate, str, unreadable } from "../../core/http";

import { Where } from "../../core/query";
import { jsonBody } from "../../core/request";
import { chars, detailOf, saveOf, integer, orderClause, pageOf, removeOf, text } from "./store";
import { system } from "../../../../shared/contract/index.ts";
import { serveEach } from "../../core/serve";

interface MccRecord {
  id: string;
  mcc_code: string;
  name: string;
  category_name: string | null;
  remark: string | null;
  sort: number | null;
  create_time: number | null;
}

const mccVO = (m: MccRecord): Wire<typeof system.mcc.list>["records"][number] => ({
  id: m.id,
  mccCode: m.mcc_code,
  name: m.name,
  categoryName: str(m.category_name),
  remark: str(m.remark),
  sort: m.sort ?? -1,
  createTime: formatDate(m.create_time),
});

const MCC_SORT = {
  mccCode: "mcc_code",
  name: "name",
  sort: "sort",
  categoryName: "category_name",
  createTime: "create_time",
};

function mccList(ctx: RouteContext): Promise<Response> {
  const q = ctx.url.searchParams;
  const where = new Where("is_deleted = 0")
    .like(["name", "mcc_code"], q.get("name"))
    .equal("mcc_code", q.get("mccCode"))
    .like("category_name", q.get("categoryName"));
  return pageOf(ctx, "blade_mcc", where, orderClause(ctx.url, MCC_SORT, "mcc_code ASC"), mccVO);
}

async function mccSubmit(ctx: RouteContext): Promise<Response> {
  const body = await jsonBody(ctx.req);
  if (!body) return unreadable();
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
  return saveOf(ctx, "blade_mcc", new Where("is_deleted = 0"), id, {
    values: { mcc_code: mccCode, name, category_name: categoryName, remark, sort },
    unique: { mcc_code: mccCode },
    duplicate: "MCC编码已存在!",
    created: { create_time: Date.now() },
  });
}

export const mccRoutes: Route[] = serveEach(system.mcc, {
  list: mccList,
  detail: (ctx) => detailOf(ctx, "blade_mcc", new Where("is_deleted = 0"), mccVO),
  submit: mccSubmit,
  remove: (ctx) => removeOf(ctx, "blade_mcc", new Where("is_deleted = 0")),
});

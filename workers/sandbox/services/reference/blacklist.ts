/** cloud-system /blacklist: phone, ID card, bank card and merchant numbers refused by the tenant: page, detail, submit, remove. */
import type { Wire } from "../../../../shared/contract/index.ts";
import type { Route, RouteContext } from "../../core/env";
import { fail, formatDate, str, unreadable } from "../../core/http";

import { Where } from "../../core/query";
import { jsonBody } from "../../core/request";
import { chars, detailOf, saveOf, orderClause, pageOf, removeOf, text } from "./store";
import { system } from "../../../../shared/contract/index.ts";
import { serveEach } from "../../core/serve";

export const BLACKLIST_TYPES: Record<number, string> = { 1: "手机号", 2: "身份证号", 3: "银行卡号", 4: "商户号" };

interface BlacklistRecord {
  id: string;
  type: number;
  value: string;
  reason: string | null;
  create_user: string | null;
  create_user_name: string | null;
  create_time: number | null;
}

const blacklistVO = (b: BlacklistRecord): Wire<typeof system.blacklist.list>["records"][number] => ({
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
      return /^\d{17}[\dXx]$/.test(value)
        ? { value: value.toUpperCase() }
        : { error: "身份证号格式不正确，请输入18位身份证号" };
    case 3:
      return /^\d{12,19}$/.test(value) ? { value } : { error: "银行卡号格式不正确，请输入12-19位数字" };
    default:
      if (!value) return { error: "商户号不能为空" };
      return chars(value) <= 32 ? { value } : { error: "商户号不能超过32个字符" };
  }
}

function blacklistPage(ctx: RouteContext): Promise<Response> {
  const q = ctx.url.searchParams;
  const where = new Where("tenant_id = ? AND is_deleted = 0", ctx.user!.tenantId)
    .like("value", q.get("value"))
    .like("reason", q.get("reason"));
  const type = (q.get("type") ?? "").trim();
  if (type) where.add("type = ?", /^\d+$/.test(type) ? Number(type) : -1);
  return pageOf(
    ctx,
    "cloud_blacklist",
    where,
    orderClause(ctx.url, BLACKLIST_SORT, "create_time DESC", "id DESC"),
    blacklistVO,
  );
}

async function blacklistSubmit(ctx: RouteContext): Promise<Response> {
  const body = await jsonBody(ctx.req);
  if (!body) return unreadable();
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
  return saveOf(ctx, "cloud_blacklist", own(ctx), id, {
    values: { type, value: checked.value, reason },
    unique: { type, value: checked.value },
    duplicate: "该黑名单已存在!",
    created: {
      tenant_id: user.tenantId,
      create_user: user.userId,
      create_user_name: user.nickName,
      create_time: Date.now(),
    },
  });
}

/** The caller's tenant's live rows. */
const own = (ctx: RouteContext) => new Where("tenant_id = ? AND is_deleted = 0", ctx.user!.tenantId);

export const blacklistRoutes: Route[] = serveEach(system.blacklist, {
  list: blacklistPage,
  detail: (ctx) => detailOf(ctx, "cloud_blacklist", own(ctx), blacklistVO),
  submit: blacklistSubmit,
  remove: (ctx) => removeOf(ctx, "cloud_blacklist", own(ctx)),
});

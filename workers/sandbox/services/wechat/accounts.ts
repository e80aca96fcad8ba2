/**
 * cloud-wechat account (公众号配置, ADR 026; entries wechat.account): page (name contains, appId, type), detail?id=,
 * submit (create or update), remove?ids=. One account per appId per tenant; a tenant sees only its
 * own. The appSecret, token and EncodingAESKey are write-only: stored, never answered (the answers
 * say only whether each is set), and an empty one on update keeps the stored value.
 */
import { type Route, type RouteContext } from "../../core/env";
import { wechat, type WechatAccountRow } from "../../../../shared/contract/index.ts";
import { serveEach } from "../../core/serve";
import { chars, fail, formatDate, ok, page, str, success } from "../../core/http";
import { createdByName, insertRow, updateRow } from "../../core/db";
import { newId } from "../../core/ids";
import { holdsCode, NO_PERMISSION, requireCode, buttonSubmit } from "../../core/permission";
import { likeArg } from "../../core/query";
import { field, idList, paging, queryParam, detailById } from "../../core/request";
import { holdsSensitiveWord, SENSITIVE_REFUSAL } from "../reference/sensitive";

export const ACCOUNT_MISSING = "公众号不存在";
export const APP_ID = /^wx[0-9a-f]{16}$/;
export const APP_SECRET = /^[0-9A-Za-z]{32}$/;
export const TOKEN = /^[0-9A-Za-z]{3,32}$/;
export const AES_KEY = /^[0-9A-Za-z]{43}$/;
const NAME_MAX = 50;
const REMARK_MAX = 200;

export interface AccountRow {
  id: string;
  tenant_id: string;
  account_name: string;
  app_id: string;
  app_secret: string;
  token: string | null;
  aes_key: string | null;
  account_type: number;
  status: number;
  remark: string | null;
  create_user_name: string | null;
  create_time: number;
  update_time: number;
}

/** The account as answered: never its secrets, only whether each is set. */
export const accountVO = (r: AccountRow): WechatAccountRow => ({
  id: r.id,
  tenantId: r.tenant_id,
  name: r.account_name,
  appId: r.app_id,
  accountType: r.account_type,
  status: r.status,
  appSecretSet: r.app_secret ? 1 : 0,
  tokenSet: r.token ? 1 : 0,
  aesKeySet: r.aes_key ? 1 : 0,
  remark: str(r.remark),
  createUserName: str(r.create_user_name),
  createTime: formatDate(r.create_time),
  updateTime: formatDate(r.update_time),
});

/** Reading accounts: the 公众号配置 screen, or 公众号菜单 (which picks one). */
export async function canReadAccounts(ctx: RouteContext): Promise<boolean> {
  return (await holdsCode(ctx, "wechatAccount")) || (await holdsCode(ctx, "wechatMenu"));
}

export const findAccount = (ctx: RouteContext, id: string) =>
  ctx.env.DB.prepare("SELECT * FROM cloud_wechat_account WHERE id = ? AND tenant_id = ? AND is_deleted = 0")
    .bind(id, ctx.user!.tenantId)
    .first<AccountRow>();

async function list(ctx: RouteContext): Promise<Response> {
  if (!(await canReadAccounts(ctx))) return fail(NO_PERMISSION, 403);
  const where = ["tenant_id = ?", "is_deleted = 0"];
  const binds: unknown[] = [ctx.user!.tenantId];
  const name = queryParam(ctx, "name");
  if (name) {
    where.push("account_name LIKE ? ESCAPE '\\'");
    binds.push(likeArg(name));
  }
  const appId = queryParam(ctx, "appId");
  if (appId) {
    where.push("app_id LIKE ? ESCAPE '\\'");
    binds.push(likeArg(appId));
  }
  const type = queryParam(ctx, "accountType");
  if (type) {
    where.push("account_type = ?");
    binds.push(Number(type));
  }
  const sql = where.join(" AND ");
  const { current, size, offset } = paging(ctx.url);
  const db = ctx.env.DB;
  const total =
    (await db
      .prepare(`SELECT COUNT(*) AS n FROM cloud_wechat_account WHERE ${sql}`)
      .bind(...binds)
      .first<number>("n")) ?? 0;
  const { results } = await db
    .prepare(`SELECT * FROM cloud_wechat_account WHERE ${sql} ORDER BY create_time DESC, id LIMIT ? OFFSET ?`)
    .bind(...binds, size, offset)
    .all<AccountRow>();
  return ok(page(results.map(accountVO), total, current, size));
}

async function detail(ctx: RouteContext): Promise<Response> {
  if (!(await canReadAccounts(ctx))) return fail(NO_PERMISSION, 403);
  return detailById(ctx, findAccount, accountVO, ACCOUNT_MISSING, { idOptional: true });
}

/** A write-only value: the posted one (checked), the stored one when left empty on update, or the refusal. */
function secretValue(
  body: Record<string, unknown>,
  name: string,
  stored: string | null,
  rule: RegExp,
  label: string,
  required: boolean,
): string | null | { error: string } {
  const given = field(body, name) ?? "";
  if (!given) return stored ?? (required ? { error: `${label}不能为空` } : null);
  return rule.test(given) ? given : { error: `${label}格式不正确` };
}

async function submit(ctx: RouteContext): Promise<Response> {
  const form = await buttonSubmit(
    ctx,
    { add: "wechat_account_add", edit: "wechat_account_edit" },
    findAccount,
    ACCOUNT_MISSING,
  );
  if (form instanceof Response) return form;
  const { body, id, existing } = form;
  const name = field(body, "name") ?? "";
  if (!name) return fail("公众号名称不能为空");
  if (chars(name) > NAME_MAX) return fail(`公众号名称不能超过${NAME_MAX}个字符`);
  const appId = field(body, "appId") ?? "";
  if (!APP_ID.test(appId)) return fail("AppID格式不正确，须为 wx 加16位十六进制字符");
  const secret = secretValue(body, "appSecret", existing?.app_secret ?? null, APP_SECRET, "AppSecret", true);
  const token = secretValue(body, "token", existing?.token ?? null, TOKEN, "Token", false);
  const aesKey = secretValue(body, "encodingAesKey", existing?.aes_key ?? null, AES_KEY, "EncodingAESKey", false);
  for (const value of [secret, token, aesKey]) if (value && typeof value === "object") return fail(value.error);
  const type = Number(field(body, "accountType"));
  if (type !== 1 && type !== 2) return fail("公众号类型不正确");
  const statusText = field(body, "status");
  const status = statusText === null ? (existing?.status ?? 1) : Number(statusText);
  if (status !== 0 && status !== 1) return fail("状态不正确");
  const remark = field(body, "remark") ?? "";
  if (chars(remark) > REMARK_MAX) return fail(`备注不能超过${REMARK_MAX}个字符`);
  if (await holdsSensitiveWord(ctx, name, remark)) return fail(SENSITIVE_REFUSAL);
  const db = ctx.env.DB;
  const tenant = ctx.user!.tenantId;
  const accountId = id ?? newId();
  const clash = await db
    .prepare(
      "SELECT 1 AS hit FROM cloud_wechat_account WHERE tenant_id = ? AND app_id = ? AND is_deleted = 0 AND id <> ?",
    )
    .bind(tenant, appId, accountId)
    .first<number>("hit");
  if (clash) return fail("该AppID的公众号已存在");
  const now = Date.now();
  const user = ctx.user!;
  const values = {
    account_name: name,
    app_id: appId,
    app_secret: secret as string,
    token: token as string | null,
    aes_key: aesKey as string | null,
    account_type: type,
    status,
    remark: remark || null,
    update_time: now,
  };
  if (existing) {
    await updateRow(db, "cloud_wechat_account", values, "id = ? AND tenant_id = ?", accountId, tenant).run();
  } else {
    const row = { id: accountId, tenant_id: tenant, ...values, ...createdByName(user, now) };
    await insertRow(db, "cloud_wechat_account", row, "INSERT").run();
  }
  return ok({ id: accountId });
}

/** POST remove?ids=: the accounts and their menus. */
async function remove(ctx: RouteContext): Promise<Response> {
  const refused = await requireCode(ctx, "wechat_account_delete");
  if (refused) return refused;
  const ids = idList(queryParam(ctx, "ids"));
  if (ids.length === 0) return fail("请选择要删除的公众号");
  for (const id of ids) if (!(await findAccount(ctx, id))) return fail(ACCOUNT_MISSING);
  const db = ctx.env.DB;
  const tenant = ctx.user!.tenantId;
  const now = Date.now();
  await db.batch(
    ids.flatMap((id) => [
      db
        .prepare("UPDATE cloud_wechat_account SET is_deleted = 1, update_time = ? WHERE id = ? AND tenant_id = ?")
        .bind(now, id, tenant),
      db.prepare("DELETE FROM cloud_wechat_menu WHERE account_id = ? AND tenant_id = ?").bind(id, tenant),
    ]),
  );
  return success();
}

export const accountRoutes: Route[] = serveEach(wechat.account, { list, detail, submit, remove });

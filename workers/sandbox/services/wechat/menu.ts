/**
 * cloud-wechat menu (公众号菜单, ADR 026; entries wechat.menu): detail?accountId= (the draft, the published tree,
 * its version and time, and whether the draft differs), submit {accountId, button} (the whole draft
 * tree, checked for its shape and WeChat's limits except completeness), publish?accountId= (the
 * sandbox's menu/create: the whole draft checked against every limit, then recorded as published).
 */
import { type Route, type RouteContext, operatorName } from "../../core/env";
import { wechat } from "../../../../shared/contract/index.ts";
import { answer, serveEach } from "../../core/serve";
import { fail, formatDate, ok, str } from "../../core/http";
import { holdsCode, NO_PERMISSION, requireCode, bodyBehind } from "../../core/permission";
import { field, queryParam, formBody } from "../../core/request";
import { ACCOUNT_MISSING, findAccount } from "./accounts";
import { cleanTree, menuError, type MenuTree, readMenuTree } from "./limits";

interface MenuRow {
  account_id: string;
  draft: string;
  draft_time: number;
  published: string | null;
  publish_time: number | null;
  publish_user_name: string | null;
  version: number;
  revision: number;
}

const EMPTY: MenuTree = { button: [] };

const parse = (text: string | null): MenuTree | null => (text ? readMenuTree(JSON.parse(text)) : null);

const findMenu = (ctx: RouteContext, accountId: string) =>
  ctx.env.DB.prepare("SELECT * FROM cloud_wechat_menu WHERE account_id = ? AND tenant_id = ?")
    .bind(accountId, ctx.user!.tenantId)
    .first<MenuRow>();

async function detail(ctx: RouteContext): Promise<Response> {
  if (!(await holdsCode(ctx, "wechatMenu"))) return fail(NO_PERMISSION, 403);
  const account = await findAccount(ctx, queryParam(ctx, "accountId") ?? "");
  if (!account) return fail(ACCOUNT_MISSING);
  const row = await findMenu(ctx, account.id);
  const draft = parse(row?.draft ?? null) ?? EMPTY;
  const published = parse(row?.published ?? null);
  return answer(wechat.menu.detail, {
    accountId: account.id,
    accountName: account.account_name,
    draft: { ...draft },
    published: published ? { ...published } : null,
    version: row?.version ?? 0,
    revision: row?.revision ?? 0,
    draftTime: formatDate(row?.draft_time),
    publishTime: formatDate(row?.publish_time),
    publishUserName: str(row?.publish_user_name),
    // 有未发布的修改: the draft is not what WeChat shows (a menu never published counts once it has a button).
    changed: published ? JSON.stringify(published) !== JSON.stringify(draft) : draft.button.length > 0,
  });
}

export const STALE_DRAFT = "菜单已被他人修改，请刷新后重试";

/**
 * POST submit {accountId, button: [...], revision?}: the draft, replaced whole. With the revision the
 * editor read, a draft saved by someone else since is not overwritten.
 */
async function submit(ctx: RouteContext): Promise<Response> {
  const body = await bodyBehind(ctx, "wechat_menu_edit", formBody);
  if (body instanceof Response) return body;
  const account = await findAccount(ctx, field(body, "accountId") ?? "");
  if (!account) return fail(ACCOUNT_MISSING);
  const tree = readMenuTree(body);
  if (!tree) return fail("菜单格式不正确");
  const error = menuError(tree, false);
  if (error) return fail(error);
  const revisionText = field(body, "revision");
  const revision = revisionText === null ? null : Number(revisionText);
  if (revision !== null && !Number.isInteger(revision)) return fail("菜单版本不正确");
  const now = Date.now();
  const db = ctx.env.DB;
  const draft = JSON.stringify(cleanTree(tree));
  await db
    .prepare(
      "INSERT OR IGNORE INTO cloud_wechat_menu (account_id, tenant_id, draft, draft_time) VALUES (?, ?, '{\"button\":[]}', ?)",
    )
    .bind(account.id, ctx.user!.tenantId, now)
    .run();
  // Guarded in the write itself: another save between the read and this one changes the revision.
  const saved = await db
    .prepare(
      "UPDATE cloud_wechat_menu SET draft = ?, draft_time = ?, revision = revision + 1 WHERE account_id = ? AND tenant_id = ? AND (? IS NULL OR revision = ?) RETURNING revision",
    )
    .bind(draft, now, account.id, ctx.user!.tenantId, revision, revision)
    .first<number>("revision");
  if (saved === null) return fail(STALE_DRAFT);
  return ok({ accountId: account.id, draftTime: formatDate(now), revision: saved });
}

/**
 * POST publish?accountId=&revision=: WeChat's menu/create, simulated; the draft becomes the published
 * menu (with the revision the publisher saw, only while the draft is still that one).
 */
async function publish(ctx: RouteContext): Promise<Response> {
  const refused = await requireCode(ctx, "wechat_menu_edit");
  if (refused) return refused;
  const account = await findAccount(ctx, queryParam(ctx, "accountId") ?? "");
  if (!account) return fail(ACCOUNT_MISSING);
  if (account.status !== 1) return fail("公众号已停用，不能发布菜单");
  const row = await findMenu(ctx, account.id);
  const revision = queryParam(ctx, "revision");
  if (revision !== null && Number(revision) !== (row?.revision ?? 0)) return fail(STALE_DRAFT);
  const draft = parse(row?.draft ?? null) ?? EMPTY;
  const error = menuError(draft, true);
  if (error) return fail(error);
  const now = Date.now();
  const user = ctx.user!;
  const result = await ctx.env.DB.prepare(
    "UPDATE cloud_wechat_menu SET published = draft, publish_time = ?, publish_user_name = ?, version = version + 1 WHERE account_id = ? AND tenant_id = ? AND revision = ?",
  )
    .bind(now, operatorName(user), account.id, user.tenantId, row?.revision ?? 0)
    .run();
  if (result.meta.changes === 0) return fail(STALE_DRAFT);
  return ok({ accountId: account.id, version: (row?.version ?? 0) + 1, publishTime: formatDate(now) }, "菜单已发布");
}

export const wechatMenuRoutes: Route[] = serveEach(wechat.menu, { detail, submit, publish });

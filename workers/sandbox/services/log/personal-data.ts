/**
 * log.usual.personalData (ADR 029): the console records here, in the usual log
 * (日志管理 → 通用日志), each time it shows an operator personal data whole: 查看完整 of one
 * field of one record (`action: "view"`, the screen, record and field) or a file exported whole
 * (`action: "export"`, the screen). Who and when are the signed-in operator and now; the value
 * itself is never written. The row's logId is `personal-data-view` or `personal-data-export`.
 */
import { log } from "../../../../shared/contract/index.ts";
import type { Route, RouteContext } from "../../core/env";
import { serve } from "../../core/serve";
import { fail, ok } from "../../core/http";
import { newId } from "../../core/ids";
import { jsonBody } from "../../core/request";

const SCREEN = /^\/[\w/-]{1,100}$/;
const NAME = /^[\w.-]{1,64}$/;
const KINDS = new Set(["mobile", "bankCard", "idNumber", "email"]);

async function recordPersonalData(ctx: RouteContext): Promise<Response> {
  const body = await jsonBody(ctx.req);
  const action = body?.action;
  const screen = String(body?.screen ?? "");
  const menuCode = String(body?.menuCode ?? "");
  const recordId = body?.recordId == null ? "" : String(body.recordId);
  const field = body?.field == null ? "" : String(body.field);
  const kind = body?.kind == null ? "" : String(body.kind);
  const valid =
    (action === "view" || action === "export") &&
    SCREEN.test(screen) &&
    NAME.test(menuCode) &&
    (action === "export" || (NAME.test(recordId) && NAME.test(field) && KINDS.has(kind)));
  if (!valid) return fail("参数错误");
  const user = ctx.user!;
  const data =
    action === "view"
      ? `查看完整：${user.account} 查看了 ${screen}（${menuCode}）记录 ${recordId} 的字段 ${field}（${kind}）`
      : `导出完整：${user.account} 导出了 ${screen}（${menuCode}）的未脱敏文件`;
  await ctx.env.DB.prepare(
    `INSERT INTO blade_log_usual (id, tenant_id, service_id, server_ip, server_host, env, log_level, log_id, log_data, method, request_uri,
       user_agent, remote_ip, method_class, method_name, params, time, create_by, create_time)
     VALUES (?, ?, 'payment-console', '', '', 'prod', 'INFO', ?, ?, 'POST', ?, ?, ?, 'PersonalDataController', ?, ?, '', ?, ?)`,
  )
    .bind(
      newId(),
      user.tenantId,
      `personal-data-${action}`,
      data,
      screen,
      ctx.req.headers.get("User-Agent") ?? "",
      ctx.req.headers.get("CF-Connecting-IP") ?? "",
      action,
      JSON.stringify({ screen, menuCode, recordId, field, kind }),
      user.account,
      Date.now(),
    )
    .run();
  return ok(null);
}

export const personalDataLogRoutes: Route[] = [serve(log.usual.personalData, recordPersonalData)];

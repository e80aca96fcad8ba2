/**
 * cloud-resource `/oss` (ADR 027): a tenant's object-storage configurations. list (IPage;
 * category, ossCode), detail?id=, submit (create and update), remove?ids=, enable?id= (the
 * tenant's one enabled config, the others off in the same transaction) and test-upload?id= (a
 * round trip of a test object through the stand-in store, oss-test.ts). The secret key is
 * write-only: no answer carries it, only `secretKeySet`; an update without one keeps the stored key.
 */
import type { Route, RouteContext } from "../../core/env";
import { type OssConfigRow, resource } from "../../../../shared/contract/index.ts";
import { serveEach } from "../../core/serve";
import { fail, formatDate, ok, paramMissing, str, success, unreadable } from "../../core/http";
import { insertRow, updateRow, updateIds } from "../../core/db";
import { newId } from "../../core/ids";
import { marks, orderBy, Where, readListPage } from "../../core/query";
import { field, jsonBody, queryParam, readParams, requiredIds, detailById } from "../../core/request";
import { testUpload } from "./oss-test";

export interface OssRow {
  id: string;
  tenant_id: string;
  category: number;
  oss_code: string;
  endpoint: string;
  access_key: string;
  secret_key: string;
  bucket_name: string;
  app_id: string | null;
  region: string | null;
  remark: string | null;
  status: number;
  create_time: number;
  update_time: number;
}

/** The categories of the system dictionary `oss` the sandbox stands in for. */
export const OSS_CATEGORIES: Record<number, string> = { 1: "minio", 2: "qiniu", 3: "ali", 4: "tencent" };

/** Which categories need an app id (tencent's APPID) and a region (ali, tencent), ADR 027. */
export const NEEDS_APP_ID = new Set([4]);
export const NEEDS_REGION = new Set([3, 4]);

const OSS_CODE = /^[A-Za-z0-9_-]{1,32}$/;
const APP_ID = /^\d{1,20}$/;
const REGION = /^[a-z0-9-]{2,40}$/;

/** S3 bucket naming: 3–63 of a–z 0–9 . -, a letter or digit at both ends, no `..`, not an IP address. */
export function validBucketName(name: string): boolean {
  return (
    /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(name) && !name.includes("..") && !/^\d{1,3}(\.\d{1,3}){3}$/.test(name)
  );
}

/** An http or https URL with a host and nothing after the path (no query, fragment or credentials). */
export function parsedEndpoint(value: string): URL | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (
    (url.protocol !== "http:" && url.protocol !== "https:") ||
    !url.hostname ||
    url.username ||
    url.password ||
    url.search ||
    url.hash
  )
    return null;
  return url;
}

/** The VO: every field but the secret, which is only said to be there. */
export const ossVO = (r: OssRow): OssConfigRow => ({
  id: r.id,
  tenantId: r.tenant_id,
  category: r.category,
  categoryName: OSS_CATEGORIES[r.category] ?? "",
  ossCode: r.oss_code,
  endpoint: r.endpoint,
  accessKey: r.access_key,
  secretKeySet: r.secret_key !== "",
  bucketName: r.bucket_name,
  appId: str(r.app_id),
  region: str(r.region),
  remark: str(r.remark),
  status: r.status,
  statusName: r.status === 1 ? "启用" : "停用",
  createTime: formatDate(r.create_time),
  updateTime: formatDate(r.update_time),
});

export function findOss(ctx: RouteContext, id: string): Promise<OssRow | null> {
  return ctx.env.DB.prepare("SELECT * FROM blade_oss WHERE id = ? AND tenant_id = ? AND is_deleted = 0")
    .bind(id, ctx.user!.tenantId)
    .first<OssRow>();
}

function ossList(ctx: RouteContext): Promise<Response> {
  const where = new Where("tenant_id = ? AND is_deleted = 0", ctx.user!.tenantId)
    .equal("category", queryParam(ctx, "category"))
    .like("oss_code", queryParam(ctx, "ossCode"));
  const order = orderBy(
    ctx.url,
    { ossCode: "oss_code", createTime: "create_time", status: "status" },
    "status DESC, create_time DESC, id",
  );
  return readListPage<OssRow>(ctx, { from: "blade_oss", where, order }, (rows) => rows.map(ossVO));
}

async function ossDetail(ctx: RouteContext): Promise<Response> {
  return detailById(ctx, findOss, ossVO, "配置不存在");
}

type OssFields = Omit<OssRow, "id" | "tenant_id" | "status" | "create_time" | "update_time">;

/** The submitted fields checked as the backend would (a Chinese message for the first wrong one). */
export function readOssFields(body: Record<string, unknown>, stored: OssRow | null): OssFields | string {
  const category = Number(field(body, "category") ?? "");
  if (!OSS_CATEGORIES[category]) return "请选择正确的存储分类";
  const ossCode = field(body, "ossCode") ?? "";
  if (!OSS_CODE.test(ossCode)) return "资源编号须为 1–32 位字母、数字、下划线或连字符";
  const endpoint = field(body, "endpoint") ?? "";
  if (endpoint.length > 255 || !parsedEndpoint(endpoint)) return "资源地址须为 http 或 https 地址";
  const bucketName = field(body, "bucketName") ?? "";
  if (!validBucketName(bucketName)) return "空间名不符合命名规则";
  const accessKey = field(body, "accessKey") ?? "";
  if (!accessKey || accessKey.length > 128) return "accessKey 不能为空且不超过 128 位";
  const given = field(body, "secretKey") ?? "";
  const secretKey = given || stored?.secret_key || "";
  if (!secretKey) return "secretKey 不能为空";
  if (secretKey.length > 128) return "secretKey 不超过 128 位";
  const appId = field(body, "appId") || null;
  if (NEEDS_APP_ID.has(category) && !appId) return "腾讯云存储须填写 appId";
  if (appId && !APP_ID.test(appId)) return "appId 须为数字";
  const region = field(body, "region") || null;
  if (NEEDS_REGION.has(category) && !region) return "阿里云、腾讯云存储须填写 region";
  if (region && !REGION.test(region)) return "region 格式不正确";
  const remark = field(body, "remark") || null;
  if (remark && [...remark].length > 255) return "备注不超过 255 字";
  return {
    category,
    oss_code: ossCode,
    endpoint,
    access_key: accessKey,
    secret_key: secretKey,
    bucket_name: bucketName,
    app_id: appId,
    region,
    remark,
  };
}

async function ossSubmit(ctx: RouteContext): Promise<Response> {
  const body = await jsonBody(ctx.req, { exactLongNumbers: true });
  if (!body) return unreadable();
  const db = ctx.env.DB;
  const tenant = ctx.user!.tenantId;
  const id = field(body, "id") || null;
  const stored = id ? await findOss(ctx, id) : null;
  if (id && !stored) return fail("配置不存在");
  const fields = readOssFields(body, stored);
  if (typeof fields === "string") return fail(fields);
  const taken = await db
    .prepare("SELECT id FROM blade_oss WHERE tenant_id = ? AND oss_code = ? AND is_deleted = 0 AND id <> ?")
    .bind(tenant, fields.oss_code, id ?? "")
    .first<string>("id");
  if (taken) return fail("资源编号已存在");
  const now = Date.now();
  if (stored) {
    await updateRow(
      db,
      "blade_oss",
      { ...fields, update_time: now },
      "id = ? AND tenant_id = ?",
      stored.id,
      tenant,
    ).run();
    return success();
  }
  const row = { id: newId(), tenant_id: tenant, ...fields, status: 0 };
  const creator = { create_user: ctx.user!.userId, create_dept: ctx.user!.deptId, create_time: now, update_time: now };
  await insertRow(db, "blade_oss", { ...row, ...creator }, "INSERT").run();
  return success();
}

async function ossRemove(ctx: RouteContext): Promise<Response> {
  const ids = requiredIds(await readParams(ctx.req, ctx.url), "ids");
  if (ids instanceof Response) return ids;
  const tenant = ctx.user!.tenantId;
  const db = ctx.env.DB;
  const enabled = await db
    .prepare(
      `SELECT oss_code FROM blade_oss WHERE tenant_id = ? AND is_deleted = 0 AND status = 1 AND id IN (${marks(ids.length)})`,
    )
    .bind(tenant, ...ids)
    .first<string>("oss_code");
  if (enabled) return fail(`配置 ${enabled} 正在启用，不能删除`);
  await updateIds(db, "blade_oss", { is_deleted: 1, update_time: Date.now() }, tenant, ids).run();
  return success();
}

/** The tenant's config `?id=` (query or form) names, or the answer when it is missing or not theirs. */
async function namedConfig(ctx: RouteContext): Promise<OssRow | Response> {
  const id = (await readParams(ctx.req, ctx.url)).get("id")?.trim();
  if (!id) return paramMissing("id");
  return (await findOss(ctx, id)) ?? fail("配置不存在");
}

/** POST enable?id=: this config on, every other of the tenant off, in one transaction. */
async function ossEnable(ctx: RouteContext): Promise<Response> {
  const row = await namedConfig(ctx);
  if (row instanceof Response) return row;
  const id = row.id;
  const tenant = ctx.user!.tenantId;
  const now = Date.now();
  await ctx.env.DB.batch([
    ctx.env.DB.prepare(
      "UPDATE blade_oss SET status = 0, update_time = ? WHERE tenant_id = ? AND status = 1 AND id <> ?",
    ).bind(now, tenant, id),
    ctx.env.DB.prepare("UPDATE blade_oss SET status = 1, update_time = ? WHERE id = ? AND tenant_id = ?").bind(
      now,
      id,
      tenant,
    ),
  ]);
  return success();
}

/** POST test-upload?id=: the round trip of oss-test.ts, 测试上传成功 with the object, or its reason. */
async function ossTest(ctx: RouteContext): Promise<Response> {
  const row = await namedConfig(ctx);
  if (row instanceof Response) return row;
  const outcome = await testUpload(ctx.env.DB, row);
  return "reason" in outcome ? fail(`测试上传失败：${outcome.reason}`) : ok(outcome, "测试上传成功");
}

export const ossRoutes: Route[] = serveEach(resource.oss, {
  list: ossList,
  detail: ossDetail,
  submit: ossSubmit,
  remove: ossRemove,
  enable: ossEnable,
  testUpload: ossTest,
});

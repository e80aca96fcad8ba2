/**
 * 测试上传 of an object-storage config (ADR 027): the sandbox plays one S3-compatible (MinIO)
 * server, at any host under `sandbox.internal`. The check reads the stored values in the order a
 * real client meets them: the credentials are set and as MinIO takes them (access key 3+
 * characters, secret key 8+), the endpoint parses, the bucket name is valid, the category's
 * app id and region are there; then the host must be the stand-in and the category one it
 * speaks (MinIO). Only then is a small test object written to the store, read back, compared
 * byte for byte and deleted. The answer names the object, or says why it failed.
 */
import { NEEDS_APP_ID, NEEDS_REGION, OSS_CATEGORIES, type OssRow, parsedEndpoint, validBucketName } from "./oss-config";

export const STAND_IN_DOMAIN = "sandbox.internal";

export type TestOutcome = { objectName: string; size: number; host: string } | { reason: string };

const isStandIn = (host: string) => host === STAND_IN_DOMAIN || host.endsWith(`.${STAND_IN_DOMAIN}`);

/** The first reason the stored values cannot work, or null. */
export function configProblem(
  row: Pick<OssRow, "category" | "endpoint" | "access_key" | "secret_key" | "bucket_name" | "app_id" | "region">,
): string | null {
  if (!row.access_key) return "accessKey 未设置";
  if (!row.secret_key) return "secretKey 未设置";
  if (row.access_key.length < 3) return "accessKey 至少 3 位";
  if (row.secret_key.length < 8) return "secretKey 至少 8 位";
  const endpoint = parsedEndpoint(row.endpoint);
  if (!endpoint) return `资源地址无法解析：${row.endpoint}`;
  if (!validBucketName(row.bucket_name)) return `空间名不符合命名规则：${row.bucket_name}`;
  if (NEEDS_APP_ID.has(row.category) && !row.app_id) return "未设置 appId";
  if (NEEDS_REGION.has(row.category) && !row.region) return "未设置 region";
  if (!isStandIn(endpoint.hostname)) return `无法连接 ${endpoint.host}（沙箱仅模拟 *.${STAND_IN_DOMAIN}）`;
  if (row.category !== 1) return `沙箱不模拟 ${OSS_CATEGORIES[row.category] ?? row.category} 存储，仅 minio（S3 兼容）`;
  return null;
}

const stamp = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().replace(/\D/g, "").slice(0, 14);

/** The round trip: write the test object, read it back, compare, delete. */
export async function testUpload(db: D1Database, row: OssRow): Promise<TestOutcome> {
  const problem = configProblem(row);
  if (problem) return { reason: problem };
  const now = Date.now();
  const token = crypto.randomUUID().replace(/-/g, "");
  const objectName = `${row.bucket_name}/oss-test/${stamp(now)}-${token.slice(0, 8)}.txt`;
  const content = new TextEncoder().encode(`oss test ${row.oss_code} ${now}`);
  const key = `oss-test/${token}`;
  const host = parsedEndpoint(row.endpoint)!.host;
  try {
    await db.batch([
      db.prepare("INSERT INTO sandbox_file_chunk (name, seq, data) VALUES (?, 0, ?)").bind(key, content.buffer),
      db
        .prepare(
          "INSERT INTO sandbox_file (name, tenant_id, content_type, size, original_name, create_time) VALUES (?, ?, 'text/plain', ?, ?, ?)",
        )
        .bind(key, row.tenant_id, content.byteLength, objectName, now),
    ]);
    const back = await db
      .prepare("SELECT data FROM sandbox_file_chunk WHERE name = ? AND seq = 0")
      .bind(key)
      .first<unknown>("data");
    const read =
      back instanceof ArrayBuffer
        ? new Uint8Array(back)
        : Array.isArray(back)
          ? Uint8Array.from(back as number[])
          : ArrayBuffer.isView(back)
            ? new Uint8Array(back.buffer, back.byteOffset, back.byteLength)
            : null;
    const same = read !== null && read.byteLength === content.byteLength && read.every((b, i) => b === content[i]);
    return same ? { objectName, size: content.byteLength, host } : { reason: "读回的内容与写入的不一致" };
  } finally {
    await db.batch([
      db.prepare("DELETE FROM sandbox_file_chunk WHERE name = ?").bind(key),
      db.prepare("DELETE FROM sandbox_file WHERE name = ?").bind(key),
    ]);
  }
}

import { beforeAll, describe, expect, it } from "vitest";
import { RESOURCE_SEED } from "../../../workers/sandbox/services/files/seed";
import { TOPUP_SEED } from "../../../workers/sandbox/services/toll/seed";
import { authed, body, call, get, type Page, putFile, type R, sandboxEnv, signIn, signInWithCaptcha } from "../helpers";

const OSS = "/api/cloud-resource/oss";
const ATTACH = "/api/cloud-resource/attach";

let t1 = "";
let t2 = "";

beforeAll(async () => {
  t1 = (await signIn("admin", "admin")).access_token;
  t2 = (await signInWithCaptcha("admin", "admin")).access_token;
});

async function post<T = unknown>(path: string, token = t1, json?: unknown): Promise<R<T>> {
  const init: RequestInit = { method: "POST" };
  if (json !== undefined) init.body = JSON.stringify(json);
  if (json !== undefined) init.headers = { "content-type": "application/json" };
  const response = await authed(path, token, init);
  expect(response.status, path).toBe(200);
  return body<R<T>>(response);
}

type Oss = Record<string, unknown> & { id: string; ossCode: string; status: number };

const config = (code: string, extra: Record<string, unknown> = {}) => ({
  category: 1,
  ossCode: code,
  endpoint: "https://minio.sandbox.internal:9000",
  bucketName: "test-bucket",
  accessKey: "test-access",
  secretKey: "test-secret-value",
  ...extra,
});

async function create(code: string, extra: Record<string, unknown> = {}, token = t1): Promise<Oss> {
  expect(await post(`${OSS}/submit`, token, config(code, extra))).toMatchObject({ success: true });
  const page = await get<Page<Oss>>(`${OSS}/list?ossCode=${code}`, token);
  return page.data.records.find((r) => r.ossCode === code)!;
}

const enabledIds = async (tenant: string) =>
  (
    await sandboxEnv.DB.prepare("SELECT id FROM blade_oss WHERE tenant_id = ? AND status = 1 AND is_deleted = 0")
      .bind(tenant)
      .all<{ id: string }>()
  ).results.map((r) => r.id);

describe("对象存储 (/oss)", () => {
  it("lists the tenant's seeded configs, the enabled minio first, and never answers a secret", async () => {
    const page = await get<Page<Oss>>(`${OSS}/list?current=1&size=50`, t1);
    expect(page.data.records[0]).toMatchObject({
      id: RESOURCE_SEED.enabledOss,
      ossCode: "minio-main",
      category: 1,
      categoryName: "minio",
      status: 1,
      secretKeySet: true,
    });
    const detail = await authed(`${OSS}/detail?id=${RESOURCE_SEED.enabledOss}`, t1);
    const text = await detail.text();
    expect(text).not.toContain(RESOURCE_SEED.minioSecret);
    expect(text).not.toContain('secretKey"');
    expect(JSON.stringify(page)).not.toContain("secret-key");
    // Another tenant sees none of them.
    expect((await get<Page<Oss>>(`${OSS}/list`, t2)).data.total).toBe(0);
    expect(await get(`${OSS}/detail?id=${RESOURCE_SEED.enabledOss}`, t2)).toMatchObject({
      success: false,
      msg: "配置不存在",
    });
  });

  it("refuses bad input with the backend's message and saves nothing", async () => {
    const before = await sandboxEnv.DB.prepare("SELECT COUNT(*) AS n FROM blade_oss").first<number>("n");
    const cases: [Record<string, unknown>, string][] = [
      [{ category: 9 }, "请选择正确的存储分类"],
      [{ endpoint: "ftp://x.example.com" }, "资源地址须为 http 或 https 地址"],
      [{ endpoint: "https://user:pw@x.example.com" }, "资源地址须为 http 或 https 地址"],
      [{ bucketName: "Bad_Bucket" }, "空间名不符合命名规则"],
      [{ bucketName: "192.168.1.10" }, "空间名不符合命名规则"],
      [{ secretKey: "" }, "secretKey 不能为空"],
      [{ category: 4, region: "ap-guangzhou" }, "腾讯云存储须填写 appId"],
      [{ category: 3 }, "阿里云、腾讯云存储须填写 region"],
      [{ ossCode: "minio-main" }, "资源编号已存在"],
    ];
    for (const [change, msg] of cases) {
      expect(await post(`${OSS}/submit`, t1, config("bad-input", change)), msg).toMatchObject({ success: false, msg });
    }
    expect(await sandboxEnv.DB.prepare("SELECT COUNT(*) AS n FROM blade_oss").first<number>("n")).toBe(before);
  });

  it("keeps the stored secret when an edit sends none, and replaces it when one is given", async () => {
    const row = await create("keep-secret");
    expect(row.secretKeySet).toBe(true);
    expect(
      await post(`${OSS}/submit`, t1, { ...config("keep-secret", { secretKey: "", remark: "改" }), id: row.id }),
    ).toMatchObject({ success: true });
    const stored = () =>
      sandboxEnv.DB.prepare("SELECT secret_key, remark FROM blade_oss WHERE id = ?")
        .bind(row.id)
        .first<{ secret_key: string; remark: string }>();
    expect(await stored()).toEqual({ secret_key: "test-secret-value", remark: "改" });
    await post(`${OSS}/submit`, t1, { ...config("keep-secret", { secretKey: "another-secret" }), id: row.id });
    expect((await stored())!.secret_key).toBe("another-secret");
  });

  it("enables one config per tenant, the others off at once; the enabled one cannot be deleted", async () => {
    const row = await create("second-minio");
    expect(await post(`${OSS}/enable?id=${row.id}`)).toMatchObject({ success: true });
    expect(await enabledIds("000001")).toEqual([row.id]);
    expect(await post(`${OSS}/remove?ids=${row.id}`)).toMatchObject({
      success: false,
      msg: "配置 second-minio 正在启用，不能删除",
    });
    expect(await post(`${OSS}/enable?id=${RESOURCE_SEED.enabledOss}`)).toMatchObject({ success: true });
    expect(await enabledIds("000001")).toEqual([RESOURCE_SEED.enabledOss]);
    expect(await post(`${OSS}/remove?ids=${row.id}`)).toMatchObject({ success: true });
    // Another tenant can neither enable nor remove this tenant's config.
    expect(await post(`${OSS}/enable?id=${RESOURCE_SEED.qiniuOss}`, t2)).toMatchObject({
      success: false,
      msg: "配置不存在",
    });
    expect(await enabledIds("000001")).toEqual([RESOURCE_SEED.enabledOss]);
  });

  it("test upload round-trips a test object through the stand-in, or says why not", async () => {
    const passed = await post<{ objectName: string; size: number }>(
      `${OSS}/test-upload?id=${RESOURCE_SEED.enabledOss}`,
    );
    expect(passed).toMatchObject({ success: true, msg: "测试上传成功" });
    expect(passed.data.objectName).toMatch(/^cloud-pay\/oss-test\/\d{14}-[0-9a-f]{8}\.txt$/);
    // The test object is gone again.
    expect(
      await sandboxEnv.DB.prepare("SELECT COUNT(*) AS n FROM sandbox_file WHERE name LIKE 'oss-test/%'").first<number>(
        "n",
      ),
    ).toBe(0);
    expect(await post(`${OSS}/test-upload?id=${RESOURCE_SEED.qiniuOss}`)).toMatchObject({
      success: false,
      msg: "测试上传失败：无法连接 up-z2.qiniup.com（沙箱仅模拟 *.sandbox.internal）",
    });
    const short = await create("short-secret", { secretKey: "1234567" });
    expect(await post(`${OSS}/test-upload?id=${short.id}`)).toMatchObject({
      success: false,
      msg: "测试上传失败：secretKey 至少 8 位",
    });
    const elsewhere = await create("elsewhere", { endpoint: "https://minio.example.com" });
    expect(await post(`${OSS}/test-upload?id=${elsewhere.id}`)).toMatchObject({
      success: false,
      msg: "测试上传失败：无法连接 minio.example.com（沙箱仅模拟 *.sandbox.internal）",
    });
  });
});

type Attach = {
  id: string;
  originalName: string;
  extension: string;
  attachSize: number;
  createUserName: string;
  name: string;
};

describe("附件管理 (/attach)", () => {
  it("an upload through put-file records an attachment with its uploader; another tenant cannot see it", async () => {
    const data = new FormData();
    data.set("file", new Blob(["hello attachment"], { type: "text/plain" }), "说明.txt");
    const uploaded = await body<R<{ attachId: string; name: string }>>(
      await authed("/api/cloud-resource/resource/oss/put-file", t1, { method: "POST", body: data }),
    );
    const detail = await get<Attach>(`${ATTACH}/detail?id=${uploaded.data.attachId}`, t1);
    expect(detail.data).toMatchObject({
      originalName: "说明.txt",
      extension: "txt",
      attachSize: 16,
      createUserName: "管理员",
      name: uploaded.data.name,
    });
    const list = await get<Page<Attach>>(`${ATTACH}/list?originalName=${encodeURIComponent("说明")}`, t1);
    expect(list.data.records.map((r) => r.id)).toContain(uploaded.data.attachId);
    expect(await get(`${ATTACH}/detail?id=${uploaded.data.attachId}`, t2)).toMatchObject({
      success: false,
      msg: "附件不存在",
    });
    expect((await get<Page<Attach>>(`${ATTACH}/list`, t2)).data.records.map((r) => r.id)).not.toContain(
      uploaded.data.attachId,
    );
  });

  it("filters by type and upload day; answers the bytes of the tenant's file only", async () => {
    const pngs = await get<Page<Attach>>(`${ATTACH}/list?extension=png&size=50`, t1);
    expect(pngs.data.records.every((r) => r.extension === "png")).toBe(true);
    expect(pngs.data.records.map((r) => r.id)).toEqual(expect.arrayContaining(RESOURCE_SEED.attachments.slice(0, 3)));
    const day = await get<Page<Attach>>(
      `${ATTACH}/list?startDate=2026-11-20 00:00:00&endDate=2026-11-20 23:59:59&size=50`,
      t1,
    );
    expect(day.data.records.map((r) => r.id).sort()).toEqual([...RESOURCE_SEED.attachments].sort());
    expect(await get(`${ATTACH}/list?startDate=yesterday`, t1)).toMatchObject({
      success: false,
      msg: "上传时间格式不正确",
    });
    const file = await authed(`${ATTACH}/file?id=${RESOURCE_SEED.attachments[0]}`, t1);
    expect(file.headers.get("content-type")).toBe("image/png");
    expect([...new Uint8Array(await file.arrayBuffer()).slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    const pdf = await authed(`${ATTACH}/file?id=${RESOURCE_SEED.attachments[3]}`, t1);
    expect((await pdf.text()).startsWith("%PDF-1.4")).toBe(true);
    expect(await body(await authed(`${ATTACH}/file?id=${RESOURCE_SEED.attachments[0]}`, t2))).toMatchObject({
      success: false,
      msg: "附件不存在",
    });
  });

  it("remove deletes the rows and their stored bytes, only the tenant's", async () => {
    const id = RESOURCE_SEED.attachments[1];
    const { name } = (await get<Attach>(`${ATTACH}/detail?id=${id}`, t1)).data;
    expect(await post(`${ATTACH}/remove?ids=${id}`, t2)).toMatchObject({ success: false, msg: "附件不存在" });
    expect(await post(`${ATTACH}/remove?ids=${id}`)).toMatchObject({ success: true });
    expect(
      await sandboxEnv.DB.prepare("SELECT COUNT(*) AS n FROM blade_attach WHERE id = ?").bind(id).first<number>("n"),
    ).toBe(0);
    expect(
      await sandboxEnv.DB.prepare("SELECT COUNT(*) AS n FROM sandbox_file WHERE name = ?")
        .bind(name)
        .first<number>("n"),
    ).toBe(0);
    expect(
      await sandboxEnv.DB.prepare("SELECT COUNT(*) AS n FROM sandbox_file_chunk WHERE name = ?")
        .bind(name)
        .first<number>("n"),
    ).toBe(0);
    expect((await call(`/sandbox/files/${name}`)).status).toBe(404);
  });
});

describe("file references (ADR 030): purpose and who reads a file", () => {
  it("put-file records the purpose (attach when none or unknown); file?id= says it with the tenant", async () => {
    const logo = await putFile(t1, "logo");
    const plain = await putFile(t1, "odd" as "attach");
    expect((await get<Attach & { purpose: string }>(`${ATTACH}/detail?id=${logo}`, t1)).data.purpose).toBe("logo");
    expect((await get<Attach & { purpose: string }>(`${ATTACH}/detail?id=${plain}`, t1)).data.purpose).toBe("attach");
    const file = await authed(`${ATTACH}/file?id=${logo}`, t1);
    expect(file.headers.get("x-file-purpose")).toBe("logo");
    expect(file.headers.get("x-file-tenant")).toBe("000001");
    await file.arrayBuffer();
  });

  it("the platform reads another tenant's payment screenshot only while one of its recharge orders holds it", async () => {
    const [held] = TOPUP_SEED.screenshots;
    const platform = await authed(`${ATTACH}/file?id=${held}`, t1);
    expect(platform.headers.get("content-type")).toBe("image/png");
    expect(platform.headers.get("x-file-purpose")).toBe("payment");
    expect(platform.headers.get("x-file-tenant")).toBe("000002");
    await platform.arrayBuffer();
    // Not held by an order, or not a payment screenshot: the tenant's own only.
    const topup = (await signIn("topup01", "123456", TOPUP_SEED.tenant)).access_token;
    const loose = await putFile(topup, "payment");
    const logo = await putFile(topup, "logo");
    for (const id of [loose, logo])
      expect(await body(await authed(`${ATTACH}/file?id=${id}`, t1))).toMatchObject({
        success: false,
        msg: "附件不存在",
      });
    expect((await authed(`${ATTACH}/file?id=${loose}`, topup)).headers.get("x-file-purpose")).toBe("payment");
    // Another tenant that is not the platform never reads it.
    expect(await body(await authed(`${ATTACH}/file?id=${held}`, topup))).toMatchObject({
      success: false,
      msg: "附件不存在",
    });
    // Nor does the platform list or delete it.
    expect(await get(`${ATTACH}/detail?id=${held}`, t1)).toMatchObject({ success: false, msg: "附件不存在" });
  });
});

/**
 * 资源管理 (ADR 027) in the built Worker against the sandbox's cloud-resource: 对象存储 (the
 * secret key never in a page, a failed form's echo or a detail; errors by field with the input
 * kept and nothing saved; an edit without a secret keeps it; 启用 one at a time; the enabled one
 * not deleted; 测试上传's object or reason) and 附件管理 (an upload recorded, preview inline and
 * download as an attachment through the console's route, another tenant's attachment refused,
 * delete with the stored bytes). The operator holds neither screen nor their buttons.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { RESOURCE_SEED } from "../../../workers/sandbox/services/files/seed";
import { type Browser, location, sandboxDb, signedInAs } from "../browser";
import { answer, batchDelete, expectOutsideMenu, flashed, html, post, tableRows, unique } from "../screens";

const OSS = "/resource/oss";
const ATTACH = "/resource/attach";
/** An attachment's bytes: the console's file route, by the attachment id (its reference, ADR 030). */
const FILE = "/files";

let admin: Browser;
beforeAll(async () => {
  admin = await signedInAs("qa4");
});

const ossForm = (intent: "create" | "update", fields: Record<string, string>): [string, string][] =>
  Object.entries({
    intent,
    category: "1",
    ossCode: `t${unique()}`,
    endpoint: "https://minio.sandbox.internal",
    bucketName: "test-bucket",
    accessKey: "test-access",
    secretKey: "",
    appId: "",
    region: "",
    remark: "",
    ...fields,
  });

const stored = (id: string) =>
  sandboxDb().prepare("SELECT * FROM blade_oss WHERE id = ?").bind(id).first<Record<string, unknown>>();
const idOfCode = async (code: string) =>
  sandboxDb().prepare("SELECT id FROM blade_oss WHERE oss_code = ? AND is_deleted = 0").bind(code).first<string>("id");
const enabledIds = async () =>
  (
    await sandboxDb()
      .prepare("SELECT id FROM blade_oss WHERE tenant_id = '000001' AND status = 1 AND is_deleted = 0")
      .all<{ id: string }>()
  ).results.map((r) => r.id);

describe("对象存储 and 附件管理: outside the operator's menu", () => {
  it("sends the operator to /403, refuses the file route and every forged intent with its code", async () => {
    const operator = await signedInAs("operator", "operator123");
    await expectOutsideMenu(operator, OSS);
    await expectOutsideMenu(operator, ATTACH);
    expect((await operator.get(`${FILE}/${RESOURCE_SEED.attachments[0]}`)).status).toBe(403);
    const forged: [string, string, string][] = [
      [OSS, "create", "oss_add"],
      [OSS, "update", "oss_edit"],
      [OSS, "delete", "oss_delete"],
      [OSS, "enable", "oss_status"],
      [OSS, "test", "oss_test"],
      [ATTACH, "delete", "attach_delete"],
      [ATTACH, "batch-delete", "attach_delete"],
    ];
    for (const [path, intent, code] of forged) {
      const refused = await answer(
        post(
          operator,
          path,
          ossForm(intent === "create" ? "create" : "update", { intent, id: RESOURCE_SEED.qiniuOss }),
        ),
      );
      expect(refused.status, intent).toBe(403);
      expect(refused.html).toContain(`您没有该操作的权限（${code}）`);
    }
    expect(await enabledIds()).toEqual([RESOURCE_SEED.enabledOss]);
  });
});

describe("对象存储", () => {
  it("lists the configs by the dictionary's category with 已设置, never the secret (list, detail, edit form)", async () => {
    const list = await html(admin, OSS);
    const rows = tableRows(list);
    expect(rows.find((r) => r.id === RESOURCE_SEED.enabledOss)?.cells.join(" ")).toMatch(
      /minio.*minio-main.*https:\/\/minio\.sandbox\.internal.*cloud-pay.*启用/,
    );
    const detail = await html(admin, `${OSS}?dialog=view&id=${RESOURCE_SEED.enabledOss}`);
    expect(detail).toContain("已设置");
    const edit = await html(admin, `${OSS}?dialog=edit&id=${RESOURCE_SEED.enabledOss}`);
    for (const page of [list, detail, edit]) {
      expect(page).not.toContain(RESOURCE_SEED.minioSecret);
      expect(page).not.toContain("secret-key");
    }
    expect(edit).toMatch(/name="secretKey"[^>]*type="password"|type="password"[^>]*name="secretKey"/);
  });

  it("create: errors by field with the input kept (not the secret), nothing saved; then saved", async () => {
    const before = await sandboxDb().prepare("SELECT COUNT(*) AS n FROM blade_oss").first<number>("n");
    const code = `t${unique()}`;
    const bad = await answer(
      post(
        admin,
        `${OSS}?dialog=create`,
        ossForm("create", {
          ossCode: code,
          category: "4",
          endpoint: "ftp://files.example.com",
          bucketName: "Bad..Name",
          secretKey: "typed-secret-123",
          appId: "",
          region: "",
        }),
      ),
    );
    expect(bad.status).toBe(400);
    expect(bad.html).toContain("请输入 http 或 https 地址，不含账号、参数");
    expect(bad.html).toContain("空间名不符合命名规则");
    expect(bad.html).toContain("腾讯云存储须填写 appId");
    expect(bad.html).toContain("阿里云、腾讯云存储须填写 region");
    expect(bad.html).toContain(`value="${code}"`);
    expect(bad.html).toContain('value="ftp://files.example.com"');
    expect(bad.html).not.toContain("typed-secret-123");
    const noSecret = await answer(post(admin, `${OSS}?dialog=create`, ossForm("create", { ossCode: code })));
    expect(noSecret.status).toBe(400);
    expect(noSecret.html).toContain("请输入 secretKey");
    expect(await sandboxDb().prepare("SELECT COUNT(*) AS n FROM blade_oss").first<number>("n")).toBe(before);

    const done = await post(
      admin,
      `${OSS}?dialog=create`,
      ossForm("create", { ossCode: code, secretKey: "created-secret-1", remark: "新建" }),
    );
    expect(done.status).toBe(302);
    expect(flashed(await html(admin, location(done)))).toBe(true);
    const id = (await idOfCode(code))!;
    expect(await stored(id)).toMatchObject({
      secret_key: "created-secret-1",
      status: 0,
      remark: "新建",
      tenant_id: "000001",
    });
  });

  it("edit: an empty secret keeps the stored one; the backend's refusal (a taken code) shows in the form", async () => {
    const code = `t${unique()}`;
    await post(admin, `${OSS}?dialog=create`, ossForm("create", { ossCode: code, secretKey: "keep-this-secret" }));
    const id = (await idOfCode(code))!;
    const taken = await answer(
      post(
        admin,
        `${OSS}?dialog=edit&id=${id}`,
        ossForm("update", { id, ossCode: "minio-main", secretKey: "other-secret-9" }),
      ),
    );
    expect(taken.status).toBe(400);
    expect(taken.html).toContain("资源编号已存在");
    expect(taken.html).not.toContain("other-secret-9");
    const kept = await post(
      admin,
      `${OSS}?dialog=edit&id=${id}`,
      ossForm("update", { id, ossCode: code, bucketName: "renamed-bucket" }),
    );
    expect(kept.status).toBe(302);
    expect(await stored(id)).toMatchObject({ secret_key: "keep-this-secret", bucket_name: "renamed-bucket" });
  });

  it("启用 after its confirmation: that config only; the enabled one cannot be deleted", async () => {
    expect(await html(admin, `${OSS}?op=enable&id=${RESOURCE_SEED.aliOss}`)).toContain(
      "启用“ali-archive”后，本机构的其他存储配置将全部停用",
    );
    const enabled = await post(admin, `${OSS}?op=enable&id=${RESOURCE_SEED.aliOss}`, [
      ["intent", "enable"],
      ["id", RESOURCE_SEED.aliOss],
    ]);
    expect(enabled.status).toBe(302);
    expect(location(enabled)).toBe(OSS);
    expect(await enabledIds()).toEqual([RESOURCE_SEED.aliOss]);
    const refused = await answer(
      post(admin, `${OSS}?dialog=delete&id=${RESOURCE_SEED.aliOss}`, [
        ["intent", "delete"],
        ["id", RESOURCE_SEED.aliOss],
      ]),
    );
    expect(refused.status).toBe(400);
    expect(refused.html).toContain("配置 ali-archive 正在启用，不能删除");
    await post(admin, OSS, [
      ["intent", "enable"],
      ["id", RESOURCE_SEED.enabledOss],
    ]);
    expect(await enabledIds()).toEqual([RESOURCE_SEED.enabledOss]);
  });

  it("启用 and 测试上传 of a malformed or unknown id are refused, nothing changed", async () => {
    for (const intent of ["enable", "test"]) {
      const malformed = await answer(
        post(admin, OSS, [
          ["intent", intent],
          ["id", "<x>"],
        ]),
      );
      expect(malformed.status, intent).toBe(400);
      expect(malformed.html).toContain("请选择有效的选项");
      const unknown = await answer(
        post(admin, OSS, [
          ["intent", intent],
          ["id", "1"],
        ]),
      );
      expect(unknown.status, intent).toBe(400);
      expect(unknown.html).toContain("配置不存在");
    }
    expect(await enabledIds()).toEqual([RESOURCE_SEED.enabledOss]);
  });

  it("测试上传 names the test object, or shows the reason in its dialog", async () => {
    const passed = await post(admin, `${OSS}?op=test&id=${RESOURCE_SEED.enabledOss}`, [
      ["intent", "test"],
      ["id", RESOURCE_SEED.enabledOss],
    ]);
    expect(passed.status).toBe(302);
    expect(await html(admin, location(passed))).toMatch(/测试上传成功：cloud-pay\/oss-test\/\d{14}-[0-9a-f]{8}\.txt/);
    const failed = await answer(
      post(admin, `${OSS}?op=test&id=${RESOURCE_SEED.qiniuOss}`, [
        ["intent", "test"],
        ["id", RESOURCE_SEED.qiniuOss],
      ]),
    );
    expect(failed.status).toBe(400);
    expect(failed.html).toContain("测试上传失败：无法连接 up-z2.qiniup.com（沙箱仅模拟 *.sandbox.internal）");
  });
});

describe("附件管理", () => {
  it("lists the tenant's files with size and uploader; filters by type; no storage URL in the page", async () => {
    const page = await html(admin, ATTACH);
    const logo = tableRows(page).find((r) => r.id === RESOURCE_SEED.attachments[0]);
    expect(logo?.cells.join(" ")).toMatch(/机构logo\.png (\d{1,4} B|\d+\.\d{2} KB) PNG 管理员 2026-11-20 12:00:00/);
    expect(page).not.toContain("/sandbox/files");
    const pdfs = tableRows(await html(admin, `${ATTACH}?extension=pdf`));
    expect(pdfs.map((r) => r.id)).toEqual([RESOURCE_SEED.attachments[3]]);
    expect(tableRows(await html(admin, `${ATTACH}?startDate=2026-11-21`)).map((r) => r.id)).not.toContain(
      RESOURCE_SEED.attachments[0],
    );
  });

  it("an image previews inline and downloads as an attachment through the console; a PDF only downloads", async () => {
    const dialog = await html(admin, `${ATTACH}?op=preview&id=${RESOURCE_SEED.attachments[0]}`);
    expect(dialog).toContain(`src="${FILE}/${RESOURCE_SEED.attachments[0]}"`);
    const inline = await admin.get(`${FILE}/${RESOURCE_SEED.attachments[0]}`);
    expect(inline.status).toBe(200);
    expect(inline.headers.get("content-type")).toBe("image/png");
    expect(inline.headers.get("content-disposition")).toMatch(/^inline; /);
    expect([...new Uint8Array(await inline.arrayBuffer()).slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    const download = await admin.get(`${FILE}/${RESOURCE_SEED.attachments[0]}?download=1`);
    expect(download.headers.get("content-disposition")).toBe(
      `attachment; filename="__logo.png"; filename*=UTF-8''${encodeURIComponent("机构logo.png")}`,
    );
    const pdf = await admin.get(`${FILE}/${RESOURCE_SEED.attachments[3]}`);
    expect(pdf.headers.get("content-disposition")).toBe(
      `attachment; filename="____ 2026.pdf"; filename*=UTF-8''${encodeURIComponent("合作协议 2026.pdf")}`,
    );
    expect(new TextDecoder().decode(await pdf.arrayBuffer()).startsWith("%PDF-1.4")).toBe(true);
  });

  it("refuses another tenant's attachment and a malformed id", async () => {
    const id = `1${Date.now()}01`;
    const name = `upload/20261120/${"b".repeat(32)}.png`;
    await sandboxDb().batch([
      sandboxDb()
        .prepare(
          "INSERT INTO sandbox_file (name, tenant_id, content_type, size, original_name, create_time) VALUES (?, '000002', 'image/png', 4, 'x.png', 0)",
        )
        .bind(name),
      sandboxDb()
        .prepare("INSERT INTO sandbox_file_chunk (name, seq, data) VALUES (?, 0, ?)")
        .bind(name, new Uint8Array([1, 2, 3, 4]).buffer),
      sandboxDb()
        .prepare(
          `INSERT INTO blade_attach (id, tenant_id, link, domain, name, original_name, extension, content_type, attach_size, create_time)
        VALUES (?, '000002', '/sandbox/files/x', '/sandbox/files', ?, 'x.png', 'png', 'image/png', 4, 0)`,
        )
        .bind(id, name),
    ]);
    expect((await admin.get(`${FILE}/${id}`)).status).toBe(404);
    expect((await admin.get(`${FILE}/..%2F..%2Fetc`)).status).toBe(404);
    expect(tableRows(await html(admin, ATTACH)).map((r) => r.id)).not.toContain(id);
    // Nor can it be deleted from here: the backend's refusal, the row and its bytes kept.
    const refused = await answer(
      post(admin, `${ATTACH}?dialog=delete&id=${id}`, [
        ["intent", "delete"],
        ["id", id],
      ]),
    );
    expect(refused.status).toBe(400);
    expect(refused.html).toContain("附件不存在");
    expect(
      await sandboxDb().prepare("SELECT COUNT(*) AS n FROM blade_attach WHERE id = ?").bind(id).first<number>("n"),
    ).toBe(1);
  });

  it("an upload through the console records an attachment; delete and batch delete remove the rows and the bytes", async () => {
    const png = Uint8Array.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 2,
      0, 0, 0,
    ]);
    const uploaded = await admin.upload(png, "上传测试.png", "image/png", "basic");
    expect(uploaded.status).toBe(200);
    const row = tableRows(await html(admin, `${ATTACH}?originalName=${encodeURIComponent("上传测试")}`))[0]!;
    expect(row.cells.join(" ")).toMatch(/上传测试\.png.*29 B.*PNG/);
    const { name } = (await sandboxDb()
      .prepare("SELECT name FROM blade_attach WHERE id = ?")
      .bind(row.id)
      .first<{ name: string }>())!;
    const deleted = await post(admin, `${ATTACH}?dialog=delete&id=${row.id}`, [
      ["intent", "delete"],
      ["id", row.id],
    ]);
    expect(deleted.status).toBe(302);
    expect(
      await sandboxDb().prepare("SELECT COUNT(*) AS n FROM blade_attach WHERE id = ?").bind(row.id).first<number>("n"),
    ).toBe(0);
    expect(
      await sandboxDb().prepare("SELECT COUNT(*) AS n FROM sandbox_file WHERE name = ?").bind(name).first<number>("n"),
    ).toBe(0);

    const ids = [RESOURCE_SEED.attachments[1], RESOURCE_SEED.attachments[2]];
    const batch = await batchDelete(admin, ATTACH, ids);
    expect(batch.status).toBe(302);
    const left = await sandboxDb()
      .prepare(`SELECT COUNT(*) AS n FROM blade_attach WHERE id IN (?, ?)`)
      .bind(...ids)
      .first<number>("n");
    expect(left).toBe(0);
  });
});

/**
 * 微信公众号 (ADR 026) in the built Worker against the sandbox's cloud-wechat: 公众号配置 (secrets
 * never in a page, errors echoed without the typed secret and nothing saved, an empty secret on
 * edit keeping the stored one, delete) and 公众号菜单 (each node action, WeChat's limits per field,
 * 发布 and its refusal in the sandbox's words); the operator holds neither screen nor its buttons.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { WECHAT_SEED } from "../../../workers/sandbox/services/wechat/seed";
import { type Browser, location, sandboxDb, signedInAs } from "../browser";
import { answer, expectOutsideMenu, flashed, html, post, tableRows, unique } from "../screens";

const ACCOUNTS = "/wechat/account";
const MENU = "/wechat/menu";
const SEEDED_SECRETS = [
  "3f9a1c7e5b2d8046a1c3e5f7092b4d6e",
  "lanhaiToken2026",
  "Q1w2E3r4T5y6U7i8O9p0A1s2D3f4G5h6J7k8L9z0X1c",
];
const SECRET = "A1b2C3d4E5f6A7b8C9d0E1f2A3b4C5d6";

let admin: Browser;
beforeAll(async () => {
  admin = await signedInAs("qa2");
}, 60_000);

const appIdFor = (tag: string) =>
  `wx${tag
    .padStart(16, "0")
    .slice(-16)
    .replace(/[^0-9a-f]/g, "0")}`;
const stored = (appId: string) =>
  sandboxDb()
    .prepare(
      "SELECT id, account_name, app_secret, token, aes_key FROM cloud_wechat_account WHERE app_id = ? AND tenant_id = '000001' AND is_deleted = 0",
    )
    .bind(appId)
    .first<{ id: string; account_name: string; app_secret: string; token: string | null; aes_key: string | null }>();
const accountForm = (fields: Record<string, string>): [string, string][] =>
  Object.entries({
    intent: "create",
    name: "",
    appId: "",
    appSecret: "",
    token: "",
    encodingAesKey: "",
    accountType: "2",
    status: "1",
    remark: "",
    ...fields,
  });

describe("公众号配置", () => {
  it("lists the seeded accounts with 已设置, and no page (list, view, edit) holds a stored secret", async () => {
    const list = await html(admin, ACCOUNTS);
    const names = tableRows(list).map((r) => r.cells.join(" "));
    expect(names.some((row) => row.includes("蓝海支付服务号") && row.includes(WECHAT_SEED.serviceAppId))).toBe(true);
    expect(names.some((row) => row.includes("蓝海支付资讯") && row.includes("订阅号"))).toBe(true);
    expect(list).toContain("服务号");
    expect(list).toContain("已设置");
    const view = await html(admin, `${ACCOUNTS}?dialog=view&id=${WECHAT_SEED.serviceAccount}`);
    const edit = await html(admin, `${ACCOUNTS}?dialog=edit&id=${WECHAT_SEED.serviceAccount}`);
    expect(edit).toContain("已设置：留空则保持原值");
    for (const page of [list, view, edit]) for (const secret of SEEDED_SECRETS) expect(page).not.toContain(secret);
  });

  it("echoes bad input without the typed secret and saves nothing; saves a good account", async () => {
    const tag = unique();
    const appId = appIdFor(tag);
    const bad = await answer(
      post(
        admin,
        `${ACCOUNTS}?dialog=create`,
        accountForm({ name: `公众号${tag}`, appId: "wxBAD", appSecret: "tooShortSecretValue", token: "a!" }),
      ),
    );
    expect(bad.status).toBe(400);
    expect(bad.html).toContain("AppID须为 wx 加16位十六进制字符");
    expect(bad.html).toContain("AppSecret须为32位字母或数字");
    expect(bad.html).toContain("Token须为3至32位字母或数字");
    expect(bad.html).toContain(`value="公众号${tag}"`);
    expect(bad.html).not.toContain("tooShortSecretValue");
    const missing = await answer(
      post(admin, `${ACCOUNTS}?dialog=create`, accountForm({ name: `公众号${tag}`, appId })),
    );
    expect(missing.status).toBe(400);
    expect(missing.html).toContain("此项为必填项");
    expect(await stored(appId)).toBeNull();
    const done = await post(
      admin,
      `${ACCOUNTS}?dialog=create`,
      accountForm({ name: `公众号${tag}`, appId, appSecret: SECRET, token: "tok2026" }),
    );
    expect(done.status).toBe(302);
    const page = await html(admin, location(done));
    expect(flashed(page)).toBe(true);
    expect(page).not.toContain(SECRET);
    expect(await stored(appId)).toMatchObject({
      account_name: `公众号${tag}`,
      app_secret: SECRET,
      token: "tok2026",
      aes_key: null,
    });
    const clash = await answer(
      post(admin, `${ACCOUNTS}?dialog=create`, accountForm({ name: "重复", appId, appSecret: SECRET })),
    );
    expect(clash.status).toBe(400);
    expect(clash.html).toContain("该AppID的公众号已存在");
    expect(clash.html).not.toContain(SECRET);
  });

  it("keeps the stored secrets when an edit leaves them empty; deletes an account", async () => {
    const tag = unique();
    const appId = appIdFor(tag);
    expect(
      (
        await post(
          admin,
          `${ACCOUNTS}?dialog=create`,
          accountForm({ name: `编辑${tag}`, appId, appSecret: SECRET, token: "keepMe1" }),
        )
      ).status,
    ).toBe(302);
    const { id } = (await stored(appId))!;
    const edited = await post(
      admin,
      `${ACCOUNTS}?dialog=edit&id=${id}`,
      accountForm({ intent: "update", id, name: `改名${tag}`, appId, accountType: "1" }),
    );
    expect(edited.status).toBe(302);
    expect(await stored(appId)).toMatchObject({ account_name: `改名${tag}`, app_secret: SECRET, token: "keepMe1" });
    const removed = await post(admin, `${ACCOUNTS}?dialog=delete&id=${id}`, [
      ["intent", "delete"],
      ["id", id],
    ]);
    expect(removed.status).toBe(302);
    expect(await stored(appId)).toBeNull();
  });

  it("is outside the operator's menu; its actions are refused without their buttons", async () => {
    const operator = await signedInAs("operator", "operator123");
    await expectOutsideMenu(operator, ACCOUNTS);
    expect(
      (await post(operator, ACCOUNTS, accountForm({ name: "x", appId: appIdFor("1"), appSecret: SECRET }))).status,
    ).toBe(403);
    expect(
      (
        await post(operator, ACCOUNTS, [
          ["intent", "delete"],
          ["id", WECHAT_SEED.serviceAccount],
        ])
      ).status,
    ).toBe(403);
  });
});

/** A fresh account of tenant 000001 with an empty menu, straight in the sandbox's D1. */
async function freshAccount(): Promise<string> {
  const id = `9${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const now = Date.now();
  await sandboxDb()
    .prepare(
      `INSERT INTO cloud_wechat_account (id, tenant_id, account_name, app_id, app_secret, account_type, status, create_time, update_time)
     VALUES (?, '000001', ?, ?, ?, 2, 1, ?, ?)`,
    )
    .bind(id, `菜单测试${id.slice(-5)}`, appIdFor(id), SECRET, now, now)
    .run();
  return id;
}

const draftOf = async (accountId: string) =>
  JSON.parse(
    (await sandboxDb()
      .prepare("SELECT draft FROM cloud_wechat_menu WHERE account_id = ?")
      .bind(accountId)
      .first<string>("draft")) ?? '{"button":[]}',
  ) as {
    button: { name: string; type?: string; sub_button?: { name: string }[] }[];
  };
const nodeForm = (accountId: string, intent: string, fields: Record<string, string>): [string, string][] =>
  Object.entries({
    intent,
    account: accountId,
    name: "",
    type: "click",
    key: "",
    url: "",
    appid: "",
    pagepath: "",
    ...fields,
  });

describe("公众号菜单", () => {
  it("shows the seeded menu published, and a draft never published as 有未发布的修改", async () => {
    const service = await html(admin, `${MENU}?account=${WECHAT_SEED.serviceAccount}`);
    expect(service).toContain("商户服务");
    expect(service).toContain("交易查询");
    expect(service).toContain("已发布");
    expect(service).toContain("手机预览");
    expect(await html(admin, `${MENU}?account=${WECHAT_SEED.newsAccount}`)).toContain("有未发布的修改");
  });

  it("checks a node against WeChat's limits, echoing it and saving nothing; adds, edits, moves and deletes nodes", async () => {
    const id = await freshAccount();
    const at = `${MENU}?account=${id}`;
    const tooLong = await answer(
      post(admin, `${at}&op=add`, nodeForm(id, "add-node", { name: "会员服务中心", type: "view", url: "ftp://x" })),
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.html).toContain("一级菜单名称不能超过16字节");
    expect(tooLong.html).toContain("网页链接须以 http:// 或 https:// 开头");
    expect(tooLong.html).toContain('value="会员服务中心"');
    const noKey = await answer(post(admin, `${at}&op=add`, nodeForm(id, "add-node", { name: "签到" })));
    expect(noKey.html).toContain("此项为必填项");
    expect((await draftOf(id)).button).toHaveLength(0);

    for (const name of ["签到", "更多", "关于"]) {
      const fields: Record<string, string> = name === "更多" ? { name, type: "sub" } : { name, key: `KEY_${name}` };
      const added = await post(admin, `${at}&op=add`, nodeForm(id, "add-node", fields));
      expect(added.status, name).toBe(302);
    }
    const fourth = await answer(post(admin, `${at}&op=add`, nodeForm(id, "add-node", { name: "第四", key: "K4" })));
    expect(fourth.status).toBe(400);
    expect(fourth.html).toContain("一级菜单最多3个");
    expect(
      (
        await post(
          admin,
          `${at}&op=add&parent=1`,
          nodeForm(id, "add-node", { parent: "1", name: "帮助中心", type: "view", url: "https://example.com/help" }),
        )
      ).status,
    ).toBe(302);
    expect(
      (
        await post(
          admin,
          `${at}&op=add&parent=1`,
          nodeForm(id, "add-node", { parent: "1", name: "汉".repeat(21), key: "K" }),
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await post(
          admin,
          `${at}&op=edit&node=0`,
          nodeForm(id, "edit-node", { node: "0", name: "每日签到", key: "SIGN" }),
        )
      ).status,
    ).toBe(302);
    expect(
      (
        await post(admin, at, [
          ["intent", "move-node"],
          ["account", id],
          ["node", "2"],
          ["by", "up"],
        ])
      ).status,
    ).toBe(302);
    expect((await draftOf(id)).button.map((b) => b.name)).toEqual(["每日签到", "关于", "更多"]);
    expect((await draftOf(id)).button[2]!.sub_button!.map((b) => b.name)).toEqual(["帮助中心"]);
    expect(await html(admin, `${at}&op=delete&node=2`)).toContain("确定删除菜单「更多」及其1个二级菜单吗？");
    expect(
      (
        await post(admin, `${at}&op=delete&node=0`, [
          ["intent", "delete-node"],
          ["account", id],
          ["node", "0"],
        ])
      ).status,
    ).toBe(302);
    expect((await draftOf(id)).button.map((b) => b.name)).toEqual(["关于", "更多"]);
    const page = await html(admin, at);
    expect(page).toContain("有未发布的修改");
    // A form from a page older than the draft (another save since) changes nothing.
    const stale = await answer(
      post(admin, at, [
        ["intent", "move-node"],
        ["account", id],
        ["node", "1"],
        ["by", "up"],
        ["revision", "1"],
      ]),
    );
    expect(stale.status).toBe(400);
    expect(stale.html).toContain("菜单已被他人修改，请刷新后重试");
    expect((await draftOf(id)).button.map((b) => b.name)).toEqual(["关于", "更多"]);
  });

  it("publishes a complete menu; shows the sandbox's refusal of an incomplete one", async () => {
    const id = await freshAccount();
    const at = `${MENU}?account=${id}`;
    const empty = await html(admin, at);
    expect(empty).toContain("菜单还没有按钮");
    expect(empty).toContain("添加一级菜单");
    expect(empty).toContain("未发布");
    expect((await post(admin, `${at}&op=add`, nodeForm(id, "add-node", { name: "更多", type: "sub" }))).status).toBe(
      302,
    );
    const refused = await answer(
      post(admin, at, [
        ["intent", "publish"],
        ["account", id],
      ]),
    );
    expect(refused.status).toBe(400);
    expect(refused.html).toContain("须设置动作或添加二级菜单");
    expect(
      (
        await post(
          admin,
          `${at}&op=add&parent=0`,
          nodeForm(id, "add-node", { parent: "0", name: "客服", key: "SERVICE" }),
        )
      ).status,
    ).toBe(302);
    const published = await post(admin, at, [
      ["intent", "publish"],
      ["account", id],
    ]);
    expect(published.status).toBe(302);
    const page = await html(admin, location(published));
    expect(page).toContain("菜单已发布");
    expect(page).toContain("已发布");
    expect(page).toContain("第1版");
  });

  it("is outside the operator's menu; its actions are refused without wechat_menu_edit", async () => {
    const operator = await signedInAs("operator", "operator123");
    await expectOutsideMenu(operator, MENU);
    expect(
      (
        await post(operator, MENU, [
          ["intent", "publish"],
          ["account", WECHAT_SEED.serviceAccount],
        ])
      ).status,
    ).toBe(403);
    expect(
      (await post(operator, MENU, nodeForm(WECHAT_SEED.serviceAccount, "delete-node", { node: "0" }))).status,
    ).toBe(403);
  });
});

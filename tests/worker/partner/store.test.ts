/**
 * 门店列表, 收银员管理 and 门店分账配置 in the built Worker against the sandbox: the lists in the
 * partner scope (ADR 016), every action refused without its button, validation errors echoed
 * with what was typed, success, and a forged id outside the scope refused.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { seedId } from "../../../workers/sandbox/core/ids";
import { PARTNER_SEED } from "../../../workers/sandbox/services/agent/seed";
import { STORE_SEED } from "../../../workers/sandbox/services/store/seed";
import { type Browser, location, sandboxDb, signedInAs } from "../browser";
import { expectOutsideMenu, flashed, html, post, tableRows, unique } from "../screens";

const STORES = "/store/storeInfo",
  MEN = "/merchant/storeMen",
  SUB = "/store/storeSub",
  SPLIT = "/storeSub";
/** S10000002: a store of M10000002, outside mer01's scope. */
const FOREIGN_STORE = seedId(64, 2);
const [MINE_ON, MINE_OFF] = STORE_SEED.mer01Stores;
const OUT = "无权访问该数据";

let mer01Name = "";
const browsers: Record<string, Browser> = {};

beforeAll(async () => {
  browsers.admin = await signedInAs("admin", "admin");
  // After a sign-in: the sandbox's database is up to date by then.
  mer01Name = (await sandboxDb()
    .prepare("SELECT merchant_full_name AS n FROM cloud_merchant_info WHERE id = ?")
    .bind(PARTNER_SEED.merchant01)
    .first<string>("n"))!;
  browsers.mer01 = await signedInAs("mer01", "123456");
  browsers.agent01 = await signedInAs("agent01", "123456");
  browsers.operator = await signedInAs("operator", "operator123");
});

const storeIdByName = async (browser: Browser, name: string) =>
  tableRows(await html(browser, `${STORES}?keyword=${encodeURIComponent(name)}&withDirect=1`))[0]?.id;

describe("门店列表", () => {
  it("searches by keyword and status; 含直营门店 adds the direct stores", async () => {
    const admin = browsers.admin!;
    const one = tableRows(await html(admin, `${STORES}?keyword=S10000007`));
    expect(one).toHaveLength(1);
    expect(one[0]!.cells.join(" ")).toContain("S10000007");
    expect(tableRows(await html(admin, `${STORES}?keyword=S10000008`))).toHaveLength(0);
    expect(tableRows(await html(admin, `${STORES}?keyword=S10000008&withDirect=1`))).toHaveLength(1);
    const stopped = tableRows(await html(admin, `${STORES}?keyword=S1000&storeStatus=2&size=50`));
    expect(stopped).toHaveLength(7);
    expect(stopped.every((r) => r.cells.includes("暂停营业"))).toBe(true);
    // Mobiles are masked.
    expect(one[0]!.cells.some((c) => /^\d{3}\*{4}\d{4}$/.test(c))).toBe(true);
  });

  it("mer01 sees only its merchant's stores; a forged store id shows nothing of it", async () => {
    const page = await html(browsers.mer01!, `${STORES}?size=50`);
    const rows = tableRows(page);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.every((r) => r.cells.includes(mer01Name))).toBe(true);
    const forged = await html(browsers.mer01!, `${STORES}?dialog=view&id=${FOREIGN_STORE}`);
    expect(forged).toContain(OUT);
    expect(forged).not.toContain("S10000002");
  });

  it("refuses every action without its button (403)", async () => {
    // operator holds 门店列表 with 导出 only; agent01 has no 新增.
    for (const [browser, intent] of [
      [browsers.operator!, "create"],
      [browsers.operator!, "update"],
      [browsers.operator!, "delete"],
      [browsers.operator!, "status"],
      [browsers.agent01!, "create"],
      [browsers.agent01!, "delete"],
    ] as const) {
      const response = await post(browser, STORES, [
        ["intent", intent],
        ["id", MINE_ON],
        ["storeFullName", "x"],
        ["storeStatus", "2"],
      ]);
      expect(response.status, intent).toBe(403);
    }
  });

  it("create: errors by field with the input kept; then mer01 creates, edits, changes the status and deletes its store", async () => {
    const mer01 = browsers.mer01!;
    const bad = await post(mer01, `${STORES}?dialog=create`, [
      ["intent", "create"],
      ["storeFullName", ""],
      ["linkMan", "李掌柜"],
      ["mobile", "010-1234567"],
      ["address", "湖滨路8号"],
    ]);
    expect(bad.status).toBe(400);
    const page = await bad.text();
    expect(page).toContain("手机号码格式不正确");
    expect(page).toContain('value="010-1234567"');
    expect(page).toContain('value="湖滨路8号"');

    const name = `测试门店${unique()}`;
    const created = await post(mer01, `${STORES}?dialog=create`, [
      ["intent", "create"],
      ["storeFullName", name],
      ["linkMan", "李掌柜"],
      ["mobile", "13912340000"],
      ["isDirect", "0"],
      ["storeStatus", "1"],
    ]);
    expect(created.status).toBe(302);
    expect(flashed(await html(mer01, location(created)))).toBe(true);
    const id = (await storeIdByName(mer01, name))!;
    expect(id).toBeTruthy();

    const edited = await post(mer01, `${STORES}?dialog=edit&id=${id}`, [
      ["intent", "update"],
      ["id", id],
      ["storeFullName", `${name}二店`],
      ["linkMan", "李掌柜"],
      ["mobile", "13912340001"],
      ["storeStatus", "1"],
    ]);
    expect(edited.status).toBe(302);
    const status = await post(mer01, STORES, [
      ["intent", "status"],
      ["id", id],
      ["storeStatus", "3"],
    ]);
    expect(status.status).toBe(302);
    const row = tableRows(await html(mer01, `${STORES}?keyword=${encodeURIComponent(`${name}二店`)}`))[0]!;
    expect(row.cells).toContain("已关闭");

    // The 商户 role has no 删除: the platform removes it.
    expect(
      (
        await post(mer01, `${STORES}?dialog=delete&id=${id}`, [
          ["intent", "delete"],
          ["id", id],
        ])
      ).status,
    ).toBe(403);
    const removed = await post(browsers.admin!, `${STORES}?dialog=delete&id=${id}`, [
      ["intent", "delete"],
      ["id", id],
    ]);
    expect(removed.status).toBe(302);
    expect(await storeIdByName(mer01, name)).toBeUndefined();
  });

  it("refuses a change to a store outside the scope, by the console's own check", async () => {
    const mer01 = browsers.mer01!;
    for (const entries of [
      [
        ["intent", "status"],
        ["id", FOREIGN_STORE],
        ["storeStatus", "2"],
      ],
      [
        ["intent", "update"],
        ["id", FOREIGN_STORE],
        ["storeFullName", "越权"],
        ["linkMan", "张三"],
        ["mobile", "13800000000"],
      ],
      [
        ["intent", "delete"],
        ["id", FOREIGN_STORE],
      ],
    ] as [string, string][][]) {
      const response = await post(mer01, STORES, entries);
      expect(response.status, entries[0]![1]).toBe(403);
      expect(await response.text()).toContain(OUT);
    }
    const store = await sandboxDb()
      .prepare("SELECT store_status AS s, store_full_name AS n, is_deleted AS d FROM cloud_store_info WHERE id = ?")
      .bind(FOREIGN_STORE)
      .first();
    expect(store).toMatchObject({ s: 1, d: 0 });
    expect(store!.n).not.toBe("越权");
  });
});

describe("门店列表 导出", () => {
  it("exports the filter's rows with the status's name; mer01's file holds only its stores", async () => {
    const response = await browsers.admin!.get(`/kit/export${STORES}?keyword=S1000&storeStatus=2&format=csv`);
    expect(response.status).toBe(200);
    const lines = (await response.text()).split("\r\n").slice(1, -1);
    expect(lines).toHaveLength(7);
    expect(lines.every((line) => line.includes("暂停营业"))).toBe(true);
    // mer01 holds no store_export_full: its file's first line says the mobiles are masked (ADR 029), then the header.
    const [note, , ...mineRows] = (await (await browsers.mer01!.get(`/kit/export${STORES}?format=csv`)).text())
      .replace(/^\uFEFF/, "")
      .split("\r\n");
    expect(note).toBe("手机号等个人信息已脱敏");
    const mine = mineRows.slice(0, -1);
    expect(mine.length).toBeGreaterThanOrEqual(2);
    expect(mine.every((line) => line.includes(mer01Name))).toBe(true);
  });
});

describe("收银员管理", () => {
  it("is outside the operator's menu", async () => {
    await expectOutsideMenu(browsers.operator!, MEN);
  });

  it("mer01: only its cashiers; create with errors echoed, then success; agent01 may not add; a forged cashier is refused", async () => {
    const mer01 = browsers.mer01!;
    const rows = tableRows(await html(mer01, `${MEN}?size=50`));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.cells.includes(mer01Name))).toBe(true);

    const bad = await post(mer01, `${MEN}?dialog=create`, [
      ["intent", "create"],
      ["storeMenName", "周收银"],
      ["mobile", "1380000"],
      ["storeId", MINE_ON],
      ["storeMenRole", "2"],
      ["status", "1"],
    ]);
    expect(bad.status).toBe(400);
    const page = await bad.text();
    expect(page).toContain("手机号码长度不为11位");
    expect(page).toContain('value="周收银"');

    const mobile = `137${String(Date.now()).slice(-8)}`;
    const ok = await post(mer01, `${MEN}?dialog=create`, [
      ["intent", "create"],
      ["storeMenName", "周收银"],
      ["mobile", mobile],
      ["storeId", MINE_ON],
      ["storeMenRole", "2"],
      ["status", "1"],
    ]);
    expect(ok.status).toBe(302);
    const found = tableRows(await html(mer01, `${MEN}?keyword=${mobile}`));
    expect(found).toHaveLength(1);
    expect(found[0]!.cells).toContain("周收银");

    const refused = await post(browsers.agent01!, MEN, [
      ["intent", "create"],
      ["storeMenName", "x"],
      ["mobile", mobile],
      ["storeId", MINE_ON],
    ]);
    expect(refused.status).toBe(403);

    const foreign = (await sandboxDb()
      .prepare("SELECT id FROM cloud_store_men WHERE merchant_id <> ? AND is_deleted = 0 LIMIT 1")
      .bind(PARTNER_SEED.merchant01)
      .first<string>("id"))!;
    const forged = await post(mer01, MEN, [
      ["intent", "update"],
      ["id", foreign],
      ["storeMenName", "越权"],
      ["mobile", "13800000000"],
      ["storeId", MINE_ON],
      ["storeMenRole", "2"],
      ["status", "1"],
    ]);
    expect(forged.status).toBe(403);
    expect(await forged.text()).toContain(OUT);
    const gone = await post(mer01, MEN, [
      ["intent", "delete"],
      ["id", found[0]!.id],
    ]);
    expect(gone.status).toBe(302);
  });
});

describe("门店分账配置", () => {
  it("lists mer01's stores with their split state, each linking to /storeSub?storeId=", async () => {
    const page = await html(browsers.mer01!, `${SUB}?splitStatus=1&size=50`);
    const rows = tableRows(page);
    expect(rows.map((r) => r.id)).toContain(MINE_ON);
    expect(rows.every((r) => r.cells.includes(mer01Name) && r.cells.includes("开启"))).toBe(true);
    expect(page).toContain(`href="/storeSub?storeId=${MINE_ON}"`);
  });

  it("saves a config (errors echoed first) and shows it again; a forged store id is refused", async () => {
    const mer01 = browsers.mer01!;
    const path = `${SPLIT}?storeId=${MINE_OFF}`;
    expect(await html(mer01, path)).toContain("分账接收方");
    const entries = (ratio1: string, ratio2: string): [string, string][] => [
      ["intent", "save"],
      ["storeId", MINE_OFF!],
      ["splitStatus", "1"],
      ["splitMode", "2"],
      ["receivers.0.receiverName", "总部"],
      ["receivers.0.accountNo", "6222000011112222"],
      ["receivers.0.ratio", ratio1],
      ["receivers.1.receiverName", "合伙人"],
      ["receivers.1.accountNo", "6222000011113333"],
      ["receivers.1.ratio", ratio2],
      ["receivers.2.receiverName", ""],
      ["receivers.2.accountNo", ""],
      ["receivers.2.ratio", ""],
    ];
    const tooMuch = await post(mer01, path, entries("70", "30.01"));
    expect(tooMuch.status).toBe(400);
    const page = await tooMuch.text();
    expect(page).toContain("分账比例合计不能超过100%");
    expect(page).toContain('value="30.01"');
    const badRatio = await post(mer01, path, entries("abc", "30"));
    expect(badRatio.status).toBe(400);
    expect(await badRatio.text()).toContain("分账比例为大于0且不超过100的数，最多两位小数");

    const saved = await post(mer01, path, entries("69.5", "30"));
    expect(saved.status).toBe(302);
    expect(location(saved)).toBe(path);
    const after = await html(mer01, path);
    expect(flashed(after)).toBe(true);
    expect(after).toContain('value="69.50"');
    expect(after).toContain("99.50%");

    const forged = await html(mer01, `${SPLIT}?storeId=${FOREIGN_STORE}`);
    expect(forged).toContain(OUT);
    expect(forged).not.toContain("receivers.0.ratio");
    const forgedSave = await post(mer01, `${SPLIT}?storeId=${FOREIGN_STORE}`, [
      ["intent", "save"],
      ["storeId", FOREIGN_STORE],
      ["splitStatus", "0"],
      ["splitMode", "1"],
    ]);
    expect(forgedSave.status).toBe(403);
    // Restore for the other tests.
    await post(mer01, path, [
      ["intent", "save"],
      ["storeId", MINE_OFF!],
      ["splitStatus", "0"],
      ["splitMode", "1"],
    ]);
  });

  it("opens read-only for an operator holding 门店列表 without store_sub_edit, whose save is refused", async () => {
    const operator = browsers.operator!;
    const page = await html(operator, `${SPLIT}?storeId=${MINE_ON}`);
    expect(page).toContain("20.00%");
    expect(page).not.toContain('name="receivers.0.ratio"');
    const refused = await post(operator, `${SPLIT}?storeId=${MINE_ON}`, [
      ["intent", "save"],
      ["storeId", MINE_ON!],
      ["splitStatus", "0"],
      ["splitMode", "1"],
    ]);
    expect(refused.status).toBe(403);
  });
});

/**
 * 业务员管理, 招商推广人员, 业务列表 and 代理商迁移 in the built Worker against the sandbox: the
 * menu guard, spec §5's mobile messages with the input kept, the button codes checked on the
 * server, the partner scope (ADR 016) on details and before changes, the kit's export and the
 * backend's own trajectory workbook streamed through.
 */
import { describe, expect, it } from "vitest";
import { PARTNER_SEED } from "../../../workers/sandbox/services/agent/seed";
import { sandboxDb, signedInAs } from "../browser";
import { download, unzip } from "../kit/read-export";
import { BAD_MOBILES, expectOutsideMenu, expectTitled, FLASH, html, post, rowIds, totalOf, unique } from "../screens";

const SALESMAN = "/agent/salesman",
  INVEST = "/business/investPromotion",
  BUSINESS = "/business/businessInfo",
  MIGRATION = "/agent/migration";
const admin = () => signedInAs("admin", "admin");
const partner = (account: string) => signedInAs(account, "123456");

/** A salesperson outside A000001's subtree. */
const outsider = async () =>
  (await sandboxDb()
    .prepare(
      "SELECT b.id FROM cloud_agent_business b JOIN cloud_agent_info a ON a.id = b.agent_id WHERE b.tenant_id = '000001' AND b.is_deleted = 0 AND a.id <> ? AND (',' || a.ancestors || ',') NOT LIKE ? LIMIT 1",
    )
    .bind(PARTNER_SEED.agent01, `%,${PARTNER_SEED.agent01},%`)
    .first<string>("id"))!;

/** A fresh mobile number no seeded person has (139 + 8 digits). */
const freshMobile = () => `139${unique().slice(-8).padStart(8, "7")}`;

describe("业务员管理", () => {
  it("lists the tenant's salespersons for an administrator, only its subtree's for agent01; refused to accounts without the menu", async () => {
    const page = await html(await admin(), SALESMAN);
    expectTitled(page, "业务员管理");
    expect(totalOf(page)).toBe(85);
    // ID card numbers masked (the backend's own mask, and the console's over it: ADR 029).
    expect(page).toMatch(/\d{3}\*{11}[\dX]{4}/);
    const mine = totalOf(await html(await partner("agent01"), SALESMAN));
    expect(mine).toBeGreaterThan(0);
    expect(mine).toBeLessThan(85);
    await expectOutsideMenu(await partner("mer01"), SALESMAN);
    await expectOutsideMenu(await signedInAs("operator", "operator123"), SALESMAN);
  });

  it("create: each of spec §5's mobile messages with the typed values kept, a bad ID card, no agent; then success, found by search", async () => {
    const browser = await admin();
    for (const [mobile, message] of BAD_MOBILES) {
      const bad = await post(browser, `${SALESMAN}?dialog=create`, [
        ["intent", "create"],
        ["name", "孙悟净"],
        ["mobile", mobile],
        ["idCard", "123"],
        ["status", "1"],
      ]);
      expect(bad.status).toBe(400);
      const text = await bad.text();
      expect(text, mobile).toContain(message);
      expect(text).toContain("身份证号格式不正确");
      expect(text).toContain("此项为必填项");
      expect(text).toContain('value="孙悟净"');
    }
    const mobile = freshMobile();
    const name = `业务员${unique()}`;
    const ok = await post(browser, `${SALESMAN}?dialog=create`, [
      ["intent", "create"],
      ["name", name],
      ["mobile", mobile],
      ["idCard", "32058319900101123X"],
      ["agentId", PARTNER_SEED.agent02],
      ["status", "1"],
    ]);
    expect(ok.status).toBe(302);
    const found = await html(browser, `${SALESMAN}?name=${encodeURIComponent(name)}`);
    expect(found).toMatch(FLASH);
    expect(totalOf(found)).toBe(1);
    expect(found).toContain(`${mobile.slice(0, 3)}****${mobile.slice(-4)}`);
    expect(found).toContain("320***********123X");
    expect(found).not.toContain("32058319900101123X");
  });

  it("agent01 edits within its subtree, is refused a forged row (detail and update) and the delete it does not hold", async () => {
    const browser = await partner("agent01");
    const name = `业务员${unique()}`;
    const mobile = freshMobile();
    expect(
      (
        await post(browser, SALESMAN, [
          ["intent", "create"],
          ["name", name],
          ["mobile", mobile],
          ["agentId", PARTNER_SEED.agent01],
          ["status", "1"],
        ])
      ).status,
    ).toBe(302);
    const id = rowIds(await html(browser, `${SALESMAN}?name=${encodeURIComponent(name)}`))[0]!;
    const edited = await post(browser, `${SALESMAN}?dialog=edit&id=${id}`, [
      ["intent", "update"],
      ["id", id],
      ["name", `${name}改`],
      ["mobile", mobile],
      ["agentId", PARTNER_SEED.agent01],
      ["status", "0"],
    ]);
    expect(edited.status).toBe(302);
    expect(await html(browser, `${SALESMAN}?name=${encodeURIComponent(`${name}改`)}`)).toContain("停用");

    const forged = await outsider();
    const view = await html(browser, `${SALESMAN}?dialog=view&id=${forged}`);
    expect(view).toContain("无权访问该数据");
    const update = await post(browser, `${SALESMAN}?dialog=edit&id=${forged}`, [
      ["intent", "update"],
      ["id", forged],
      ["name", "篡改"],
      ["mobile", "13800000000"],
      ["agentId", PARTNER_SEED.agent01],
      ["status", "1"],
    ]);
    expect(update.status).toBe(403);
    expect(await update.text()).toContain("无权访问该数据");
    expect(
      await sandboxDb()
        .prepare("SELECT name FROM cloud_agent_business WHERE id = ?")
        .bind(forged)
        .first<string>("name"),
    ).not.toBe("篡改");

    const remove = await post(browser, SALESMAN, [
      ["intent", "delete"],
      ["id", id],
    ]);
    expect(remove.status).toBe(403);
    expect(await remove.text()).toContain("您没有该操作的权限（salesman_delete）");
  });

  it("an administrator deletes a salesperson", async () => {
    const browser = await admin();
    const name = `业务员${unique()}`;
    await post(browser, SALESMAN, [
      ["intent", "create"],
      ["name", name],
      ["mobile", freshMobile()],
      ["agentId", PARTNER_SEED.agent01],
      ["status", "1"],
    ]);
    const id = rowIds(await html(browser, `${SALESMAN}?name=${encodeURIComponent(name)}`))[0]!;
    const removed = await post(browser, `${SALESMAN}?dialog=delete&id=${id}`, [
      ["intent", "delete"],
      ["id", id],
    ]);
    expect(removed.status).toBe(302);
    expect(totalOf(await html(browser, `${SALESMAN}?name=${encodeURIComponent(name)}`))).toBe(0);
  });
});

describe("招商推广人员", () => {
  it("create with each mobile message, then success; edit; delete; refused to the operator's menu", async () => {
    const browser = await admin();
    expectTitled(await html(browser, INVEST), "招商推广人员");
    for (const [mobile, message] of BAD_MOBILES) {
      const bad = await post(browser, `${INVEST}?dialog=create`, [
        ["intent", "create"],
        ["name", "推广丙"],
        ["mobile", mobile],
        ["status", "1"],
      ]);
      expect(bad.status).toBe(400);
      const text = await bad.text();
      expect(text, mobile).toContain(message);
      expect(text).toContain('value="推广丙"');
    }
    const name = `推广${unique()}`;
    const mobile = freshMobile();
    expect(
      (
        await post(browser, INVEST, [
          ["intent", "create"],
          ["name", name],
          ["mobile", mobile],
          ["status", "1"],
        ])
      ).status,
    ).toBe(302);
    const id = rowIds(await html(browser, `${INVEST}?name=${encodeURIComponent(name)}`))[0]!;
    expect(
      (
        await post(browser, INVEST, [
          ["intent", "update"],
          ["id", id],
          ["name", `${name}改`],
          ["mobile", mobile],
          ["status", "0"],
        ])
      ).status,
    ).toBe(302);
    expect(await html(browser, `${INVEST}?name=${mobile}`)).toContain(`${name}改`);
    expect(
      (
        await post(browser, INVEST, [
          ["intent", "delete"],
          ["id", id],
        ])
      ).status,
    ).toBe(302);
    expect(totalOf(await html(browser, `${INVEST}?name=${mobile}`))).toBe(0);
    await expectOutsideMenu(await signedInAs("operator", "operator123"), INVEST);
    await expectOutsideMenu(await partner("agent01"), INVEST);
  });
});

describe("业务列表", () => {
  it("lists each salesperson's developed agents and merchants, sorted by the total; exports them with the kit", async () => {
    const browser = await admin();
    const page = await html(browser, `${BUSINESS}?developed=1&sort=developCount&order=desc`);
    expectTitled(page, "业务列表");
    expect(page).toContain("发展代理商数");
    expect(totalOf(page)).toBeGreaterThan(20);
    const response = await browser.get(`/kit/export${BUSINESS}?developed=1&format=xlsx`);
    expect(response.status).toBe(200);
    const { name, bytes } = await download(response);
    expect(name).toMatch(/^业务列表_\d{14}\.xlsx$/);
    expect((await unzip(bytes)).get("xl/worksheets/sheet1.xml")).toContain("发展商户数");
    // agent01 sees its subtree's salespersons only.
    expect(totalOf(await html(await partner("agent01"), BUSINESS))).toBeLessThan(
      totalOf(await html(browser, BUSINESS)),
    );
  });
});

describe("代理商迁移", () => {
  it("lists merchants with their agents and the latest records; 查看 shows one merchant's trajectory", async () => {
    const browser = await admin();
    const page = await html(browser, `${MIGRATION}?migrated=1&sort=migrationCount&order=desc`);
    expectTitled(page, "代理商迁移");
    expect(page).toContain("迁移记录");
    expect(page).toContain("共 120 条，显示最近 10 条");
    expect(page).toMatch(/MG\d{13}/);
    const id = rowIds(page)[0]!;
    const view = await html(browser, `${MIGRATION}?dialog=view&id=${id}`);
    expect(view).toContain('aria-label="迁移轨迹"');
    expect(view).toContain("原代理商");
  });

  it("agent01 sees its subtree only and is refused a forged merchant's trajectory", async () => {
    const browser = await partner("agent01");
    const page = await html(browser, MIGRATION);
    expect(totalOf(page)).toBeLessThan(totalOf(await html(await admin(), MIGRATION)));
    const forged = (await sandboxDb()
      .prepare(
        "SELECT m.id FROM cloud_merchant_info m JOIN cloud_agent_info a ON a.id = m.agent_id WHERE m.tenant_id = '000001' AND (',' || a.ancestors || ',') NOT LIKE ? LIMIT 1",
      )
      .bind(`%,${PARTNER_SEED.agent01},%`)
      .first<string>("id"))!;
    const view = await html(browser, `${MIGRATION}?dialog=view&id=${forged}`);
    expect(view).toContain("无权访问该数据");
    expect(view).not.toContain('aria-label="迁移轨迹"');
  });

  it("exports the backend's own trajectory workbook, streamed through and named by spec §9; refused without migration_export", async () => {
    const browser = await partner("agent01");
    const response = await browser.get(`/kit/export${MIGRATION}?migrated=1&format=xlsx`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    const { name, bytes } = await download(response);
    expect(name).toMatch(/^代理商迁移_\d{14}\.xlsx$/);
    const sheet = (await unzip(bytes)).get("xl/worksheets/sheet1.xml")!;
    expect(sheet).toContain("迁移单号");
    expect(sheet).toMatch(/MG\d{13}/);

    const operator = await signedInAs("operator", "operator123");
    const refused = await operator.get(`/kit/export${MIGRATION}?format=xlsx`);
    expect(refused.status).toBe(403);
    await refused.arrayBuffer();
    // The operator still opens the screen (migration_view): only the export is refused.
    expect((await operator.get(MIGRATION)).status).toBe(200);
  });
});

describe("代理商迁移: 迁移 (migration_migrate)", () => {
  /** Merchant numbers inside and outside A000001's subtree, not already under A000006. */
  const merchantNos = async (inside: boolean) =>
    (
      await sandboxDb()
        .prepare(
          `SELECT m.merchant_no AS no FROM cloud_merchant_info m JOIN cloud_agent_info a ON a.id = m.agent_id WHERE m.tenant_id = '000001' AND m.agent_id <> ? AND m.id <> ? AND (',' || a.ancestors || ',') ${inside ? "" : "NOT "}LIKE ? ORDER BY m.merchant_no`,
        )
        .bind(PARTNER_SEED.agent02, PARTNER_SEED.merchant01, `%,${PARTNER_SEED.agent01},%`)
        .all<{ no: string }>()
    ).results.map((r) => r.no);

  it("is refused to the operator without the button (403)", async () => {
    const operator = await signedInAs("operator", "operator123");
    const response = await post(operator, MIGRATION, [
      ["intent", "migrate"],
      ["merchantNos", "M10000002"],
      ["targetAgentNo", "A000006"],
    ]);
    expect(response.status).toBe(403);
    expect(await response.text()).toContain("您没有该操作的权限（migration_migrate）");
  });

  it("echoes what was typed with the errors by field", async () => {
    const response = await post(await admin(), MIGRATION, [
      ["intent", "migrate"],
      ["merchantNos", "M1000, X9"],
      ["targetAgentNo", "B12"],
      ["remark", "合并"],
    ]);
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain("商户编号格式不正确（M 加 8 位数字）");
    expect(page).toContain("代理商编号格式不正确（A 加 6 位数字）");
    expect(page).toContain('value="M1000, X9"');
    expect(page).toContain('value="B12"');
    expect(page).toContain('value="合并"');
  });

  it("agent01: a merchant or target outside its subtree is refused; inside, the move is recorded", async () => {
    const browser = await partner("agent01");
    const [inside] = await merchantNos(true);
    const [outside] = await merchantNos(false);
    const foreign = await post(browser, MIGRATION, [
      ["intent", "migrate"],
      ["merchantNos", `${inside} ${outside}`],
      ["targetAgentNo", "A000006"],
    ]);
    expect(foreign.status).toBe(400);
    expect(await foreign.text()).toContain(`商户 ${outside} 不存在或无权访问`);
    const target = await post(browser, MIGRATION, [
      ["intent", "migrate"],
      ["merchantNos", inside!],
      ["targetAgentNo", "A000002"],
    ]);
    expect(target.status).toBe(400);
    expect(await target.text()).toContain("无权访问该数据");

    const moved = await post(browser, MIGRATION, [
      ["intent", "migrate"],
      ["merchantNos", inside!],
      ["targetAgentNo", "A000006"],
      ["remark", "区域调整"],
    ]);
    expect(moved.status).toBe(302);
    const after = await html(browser, `${MIGRATION}?merchantNo=${inside}`);
    expect(after).toMatch(FLASH);
    expect(after).toContain("区域调整");
    expect(
      await sandboxDb()
        .prepare("SELECT agent_id FROM cloud_merchant_info WHERE merchant_no = ? AND tenant_id = '000001'")
        .bind(inside)
        .first<string>("agent_id"),
    ).toBe(PARTNER_SEED.agent02);
  });
});

/**
 * 通道管理 and 设备管理 in the built Worker against the sandbox's seed_v11_channel_equip: 通道列表
 * (search, create with errors echoed, 启用/停用), 通道费率配置 (rates validated), 机构通道配置
 * (a department's config saved), 设备列表 (the partner scope, 绑定 by store number, 解绑, a forged
 * id refused) and 设备租户配置 (each section saved). qa3 is an administrator; operator/operator123
 * holds none of these menus; mer01/agent01 (123456) are partner accounts.
 */
import { describe, expect, it } from "vitest";
import { seedId } from "../../../workers/sandbox/core/ids";
import { location, sandboxDb, signedInAs } from "../browser";
import { expectOutsideMenu, flashed, html, post, rowIds, totalOf, unique } from "../screens";

const CHANNELS = "/channel/channelInfo",
  RATES = "/channel/channelRate",
  DEPT_CHANNEL = "/channel/deptConfig";
const EQUIP = "/equip/equipInfo",
  EQUIP_TENANT = "/equip/equipTenant";
const DEPT_OPS = seedId(12, 2);
const MER01_MERCHANT = seedId(63, 1);
/** Seeded devices: n = 80 is bound to S10000001 (mer01's merchant), n = 81 to S10000002 (another merchant). */
const device = (n: number) => seedId(74, 10_000 + n);
const sn = (n: number) => `${["P8", "T6", "QB", "SP", "FC"][n % 5]}${String(n).padStart(8, "0")}`;

describe("通道列表", () => {
  it("searches, refuses bad input with everything typed kept, creates, disables", async () => {
    const browser = await signedInAs("qa3");
    const page = await html(browser, `${CHANNELS}?channelName=${encodeURIComponent("拉卡")}`);
    expect(totalOf(page)).toBe(1);
    expect(page).toContain("LAKALA");
    const bad = await post(browser, `${CHANNELS}?dialog=create`, [
      ["intent", "create"],
      ["channelCode", "lower"],
      ["channelName", "测试通道"],
      ["channelMchType", "1"],
    ]);
    expect(bad.status).toBe(400);
    const text = await bad.text();
    expect(text).toContain("通道编码为大写字母开头");
    expect(text).toContain('value="测试通道"');
    const code = `T${unique()}`;
    const ok = await post(browser, `${CHANNELS}?dialog=create`, [
      ["intent", "create"],
      ["channelCode", code],
      ["channelName", "测试通道"],
      ["channelMchType", "2"],
      ["channelMchNo", "M-1"],
    ]);
    expect(ok.status).toBe(302);
    const created = await html(browser, `${CHANNELS}?channelName=${code}`);
    const [id] = rowIds(created);
    expect(id).toBeTruthy();
    const off = await post(browser, `${CHANNELS}?channelName=${code}`, [
      ["intent", "status"],
      ["id", id!],
      ["status", "0"],
    ]);
    expect(off.status).toBe(302);
    expect(flashed(await html(browser, location(off)))).toBe(true);
    expect(
      await sandboxDb().prepare("SELECT status FROM cloud_channel_info WHERE id = ?").bind(id).first<number>("status"),
    ).toBe(0);
  });

  it("shows which enabled channels each show code may take, cheapest first (getShowCodeRelationship)", async () => {
    const browser = await signedInAs("qa3");
    const page = await html(browser, CHANNELS);
    expect(page).toContain("展示编码与通道");
    // WeChat: 随行付 0.21 % before 拉卡拉 0.22 % before 银联商务 0.23 %; the disabled channel is not offered.
    expect(page).toMatch(/微信[^]*?随行付（0\.21%） › 拉卡拉（0\.22%） › 银联商务（0\.23%）/);
  });

  it("is outside the menus of the operator and of partner accounts; a forged post is refused", async () => {
    const operator = await signedInAs("operator", "operator123");
    for (const path of [CHANNELS, RATES, DEPT_CHANNEL, EQUIP_TENANT]) await expectOutsideMenu(operator, path);
    const forged = await post(operator, CHANNELS, [
      ["intent", "status"],
      ["id", seedId(74, 1)],
      ["status", "0"],
    ]);
    expect(forged.status).toBe(403);
    const agent = await signedInAs("agent01", "123456");
    await expectOutsideMenu(agent, CHANNELS);
  });
});

describe("通道费率配置", () => {
  it("validates the rates (0–100, at most 4 decimals) and saves them", async () => {
    const browser = await signedInAs("qa3");
    const id = seedId(74, 4); // LAKALA
    const bad = await post(browser, `${RATES}?dialog=edit&id=${id}`, [
      ["intent", "update"],
      ["id", id],
      ["wxRate", "0.12345"],
      ["aliRate", "101"],
      ["unionRate", "0.3"],
    ]);
    expect(bad.status).toBe(400);
    const text = await bad.text();
    expect(text).toContain("费率为 0–100 之间、最多 4 位小数的数字");
    expect(text).toContain('value="0.12345"');
    const ok = await post(browser, `${RATES}?dialog=edit&id=${id}`, [
      ["intent", "update"],
      ["id", id],
      ["wxRate", "0.2250"],
      ["aliRate", "0.22"],
      ["unionRate", "0.32"],
    ]);
    expect(ok.status).toBe(302);
    expect(
      await sandboxDb()
        .prepare("SELECT wx_rate FROM cloud_channel_info WHERE id = ?")
        .bind(id)
        .first<string>("wx_rate"),
    ).toBe("0.2250");
  });
});

describe("机构通道配置", () => {
  it("shows a department's channels and saves its config; an enabled channel needs its settle type and rate", async () => {
    const browser = await signedInAs("qa3");
    const page = await html(browser, `${DEPT_CHANNEL}?deptId=${DEPT_OPS}`);
    expect(page).toContain('data-channel="SUIXINGFU"');
    const entries = (rate: string): [string, string][] => [
      ["intent", "save"],
      ["deptId", DEPT_OPS],
      ["channelCode", "SUIXINGFU"],
      ["enabled.SUIXINGFU", "0"],
      ["enabled.SUIXINGFU", "1"],
      ["settleType.SUIXINGFU", "1"],
      ["costRate.SUIXINGFU", rate],
      ["channelCode", "WXPAY"],
      ["enabled.WXPAY", "0"],
      ["settleType.WXPAY", ""],
      ["costRate.WXPAY", ""],
    ];
    const bad = await post(browser, `${DEPT_CHANNEL}?deptId=${DEPT_OPS}`, entries(""));
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("必填");
    const wrong = await post(browser, `${DEPT_CHANNEL}?deptId=${DEPT_OPS}`, entries("1.23456"));
    expect(wrong.status).toBe(400);
    const wrongText = await wrong.text();
    expect(wrongText).toContain("成本费率为 0–100 之间");
    expect(wrongText).toContain('value="1.23456"');
    const ok = await post(browser, `${DEPT_CHANNEL}?deptId=${DEPT_OPS}`, entries("0.2100"));
    expect(ok.status).toBe(302);
    expect(location(ok)).toBe(`${DEPT_CHANNEL}?deptId=${DEPT_OPS}`);
    const after = await html(browser, location(ok));
    expect(after).toMatch(/name="costRate.SUIXINGFU"[^>]*value="0.2100"|value="0.2100"[^>]*name="costRate.SUIXINGFU"/);
  });
});

describe("设备列表", () => {
  it("shows mer01 only its merchant's devices; a forged id is refused", async () => {
    const mer = await signedInAs("mer01", "123456");
    const page = await html(mer, `${EQUIP}?size=50`);
    const ids = rowIds(page);
    expect(ids.length).toBeGreaterThan(0);
    const { results } = await sandboxDb()
      .prepare(`SELECT DISTINCT merchant_id AS m FROM cloud_equip_info WHERE id IN (${ids.map(() => "?").join(",")})`)
      .bind(...ids)
      .all<{ m: string }>();
    expect(results.map((r) => r.m)).toEqual([MER01_MERCHANT]);
    const forged = await post(mer, EQUIP, [
      ["intent", "unbind"],
      ["id", device(81)],
    ]);
    expect(forged.status).toBe(403);
    expect(await forged.text()).toContain("无权访问该数据");
    // mer01 holds no 新增 (equip_add).
    expect(
      (
        await post(mer, `${EQUIP}?dialog=create`, [
          ["intent", "create"],
          ["sn", "AB123456"],
          ["deviceType", "1"],
        ])
      ).status,
    ).toBe(403);
  });

  it("creates a device (errors echoed), binds it to a store by number, finds it by SN, unbinds it", async () => {
    const browser = await signedInAs("qa3");
    const bad = await post(browser, `${EQUIP}?dialog=create`, [
      ["intent", "create"],
      ["sn", "ab"],
      ["deviceType", "1"],
      ["deviceModel", "A920"],
    ]);
    expect(bad.status).toBe(400);
    const badText = await bad.text();
    expect(badText).toContain("设备SN为 6–32 位字母或数字");
    expect(badText).toContain('value="A920"');
    const serial = `WK${unique()}`;
    expect(
      (
        await post(browser, `${EQUIP}?dialog=create`, [
          ["intent", "create"],
          ["sn", serial.toLowerCase()],
          ["deviceType", "4"],
        ])
      ).status,
    ).toBe(302);
    const [id] = rowIds(await html(browser, `${EQUIP}?sn=${serial}`));
    expect(id).toBeTruthy();
    const panel = await html(browser, `${EQUIP}?sn=${serial}&bind=${id}`);
    expect(panel).toContain(`绑定设备 ${serial} 到门店`);
    const missing = await post(browser, `${EQUIP}?sn=${serial}&bind=${id}`, [
      ["intent", "bind"],
      ["id", id!],
      ["storeNo", "S99999999"],
    ]);
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain("未找到该门店");
    const bound = await post(browser, `${EQUIP}?sn=${serial}&bind=${id}`, [
      ["intent", "bind"],
      ["id", id!],
      ["storeNo", "S10000001"],
    ]);
    expect(bound.status).toBe(302);
    expect(location(bound)).toBe(`${EQUIP}?sn=${serial}`);
    const found = await html(browser, location(bound));
    expect(found).toContain("S10000001");
    // mer01 now sees it.
    const mer = await signedInAs("mer01", "123456");
    expect(rowIds(await html(mer, `${EQUIP}?sn=${serial}`))).toEqual([id]);
    expect(
      (
        await post(browser, `${EQUIP}?sn=${serial}`, [
          ["intent", "unbind"],
          ["id", id!],
        ])
      ).status,
    ).toBe(302);
    expect(
      await sandboxDb().prepare("SELECT status FROM cloud_equip_info WHERE id = ?").bind(id).first<string>("status"),
    ).toBe("2");
  });

  it("lets agent01 see its subtree's devices and not another's", async () => {
    const agent = await signedInAs("agent01", "123456");
    expect(rowIds(await html(agent, `${EQUIP}?sn=${sn(80)}`))).toEqual([device(80)]);
    const outside = await sandboxDb()
      .prepare(
        "SELECT e.sn FROM cloud_equip_info e JOIN cloud_agent_info a ON a.id = e.agent_id WHERE e.merchant_id IS NOT NULL AND a.id <> ? AND (',' || a.ancestors || ',') NOT LIKE ? LIMIT 1",
      )
      .bind(seedId(60, 1), `%,${seedId(60, 1)},%`)
      .first<string>("sn");
    expect(rowIds(await html(agent, `${EQUIP}?sn=${outside}`))).toEqual([]);
  });
});

describe("设备租户配置", () => {
  it("saves each section by its own endpoint and shows it again; bad input is echoed", async () => {
    const browser = await signedInAs("qa3");
    const page = await html(browser, EQUIP_TENANT);
    expect(page).toContain("签购单打印");
    const bad = await post(browser, EQUIP_TENANT, [
      ["intent", "snPrefix"],
      ["snPrefix", "x-1"],
    ]);
    expect(bad.status).toBe(400);
    const badText = await bad.text();
    expect(badText).toContain("SN前缀为 2–8 位字母或数字");
    expect(badText).toContain('value="x-1"');
    const sections: [string, string][][] = [
      [
        ["intent", "print"],
        ["printSwitch", "0"],
        ["printSwitch", "1"],
        ["printCopies", "3"],
        ["printHeader", "欢迎光临本店"],
        ["printFooter", ""],
      ],
      [
        ["intent", "snPrefix"],
        ["snPrefix", "wk"],
      ],
      [
        ["intent", "signPrint"],
        ["signPrintSwitch", "0"],
        ["signPrintCopies", "2"],
        ["signPrintTitle", "POS签购单"],
        ["signPrintRemark", ""],
      ],
      [
        ["intent", "cashier"],
        ["cashierRefund", "0"],
        ["cashierRefund", "1"],
        ["cashierOrderScope", "2"],
        ["cashierVoice", "0"],
      ],
    ];
    for (const entries of sections) {
      const saved = await post(browser, EQUIP_TENANT, entries);
      expect(saved.status, entries[0]![1]).toBe(302);
    }
    const row = await sandboxDb()
      .prepare("SELECT * FROM cloud_equip_tenant WHERE tenant_id = '000001'")
      .first<Record<string, unknown>>();
    expect(row).toMatchObject({
      print_switch: 1,
      print_copies: 3,
      print_header: "欢迎光临本店",
      sn_prefix: "WK",
      sign_print_switch: 0,
      sign_print_copies: 2,
      sign_print_title: "POS签购单",
      cashier_refund: 1,
      cashier_order_scope: 2,
      cashier_voice: 0,
    });
    const again = await html(browser, EQUIP_TENANT);
    expect(again).toContain('value="欢迎光临本店"');
    expect(again).toContain('value="WK"');
  });
});

describe("设备列表 export and removal", () => {
  it("exports only the partner's devices (agent01), and refuses the export to mer01 (no equip_export)", async () => {
    const agent = await signedInAs("agent01", "123456");
    const response = await agent.get(`/kit/export${EQUIP}?sn=${sn(80)}&format=csv`);
    expect(response.status).toBe(200);
    const lines = (await response.text()).split("\r\n").filter(Boolean);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(sn(80));
    const mer = await signedInAs("mer01", "123456");
    expect((await mer.get(`/kit/export${EQUIP}?format=csv`)).status).not.toBe(200);
  });

  it("deletes a device (refused while bound), and a channel a department uses is not deleted", async () => {
    const browser = await signedInAs("qa3");
    const refused = await post(browser, EQUIP, [
      ["intent", "delete"],
      ["id", device(80)],
    ]);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("请先解绑");
    const serial = `DL${unique()}`;
    expect(
      (
        await post(browser, `${EQUIP}?dialog=create`, [
          ["intent", "create"],
          ["sn", serial],
          ["deviceType", "2"],
        ])
      ).status,
    ).toBe(302);
    const [id] = rowIds(await html(browser, `${EQUIP}?sn=${serial}`));
    expect(
      (
        await post(browser, EQUIP, [
          ["intent", "delete"],
          ["id", id!],
        ])
      ).status,
    ).toBe(302);
    expect(rowIds(await html(browser, `${EQUIP}?sn=${serial}`))).toEqual([]);
    const used = await post(browser, CHANNELS, [
      ["intent", "delete"],
      ["id", seedId(74, 1)],
    ]);
    expect(used.status).toBe(400);
    expect(await used.text()).toContain("已被机构使用");
  });
});

/**
 * 商户列表, 商户分账配置 and 入网查询 in the built Worker against the sandbox: the list with its
 * filters and masked mobiles, every action (permission refused, validation echoed, success,
 * the partner scope's refusal, ADR 016), the split-config form and the network-entry pages.
 */
import { describe, expect, it } from "vitest";
import { seedId } from "../../../workers/sandbox/core/ids";
import { location, signedInAs } from "../browser";
import { BAD_MOBILES, expectOutsideMenu, flashed, html, post, rowIds, totalOf, unique } from "../screens";

const LIST = "/merchant/merchantInfo";
const SUB_LIST = "/merchant/merchantSub";
/** M10000001 (mer01's, under A000006 below A000001) and M10000002 (under A000007, below A000002: outside agent01's subtree). */
const MINE = seedId(63, 1),
  FOREIGN = seedId(63, 2);
const AGENT02 = seedId(60, 6);

const admin = () => signedInAs("admin", "admin");
const agent01 = () => signedInAs("agent01", "123456");
const mer01 = () => signedInAs("mer01", "123456");

const form = (fields: Record<string, string>): [string, string][] => Object.entries(fields);
const merchantFields = (name: string, extra: Record<string, string> = {}) =>
  form({
    merchantFullName: name,
    merchantType: "1",
    agentId: AGENT02,
    linkMan: "张三",
    mobile: "13912345678",
    mcc: "5812",
    ...extra,
  });

describe("商户列表 loader", () => {
  it("searches by number and name, filters by status, masks mobiles, labels statuses from the dictionary", async () => {
    const browser = await admin();
    const byNo = await html(browser, `${LIST}?keyword=M10000061`);
    expect(totalOf(byNo)).toBe(1);
    expect(byNo).toContain("苏州鑫达餐饮管理有限公司");
    expect(byNo).toContain('<td class="font-mono">138****0001</td>');
    const byName = await html(browser, `${LIST}?keyword=${encodeURIComponent("苏州鑫达餐饮管理")}`);
    expect(byName).toContain("M10000061");
    const frozen = await html(browser, `${LIST}?merchantStatus=2&size=50`);
    expect(totalOf(frozen)).toBeGreaterThan(1000);
    expect(frozen).toContain("冻结");
    expect(await html(browser, `${LIST}?merchantStatus=2&regStatus=3`)).toContain("进件失败");
  });

  it("agent01 sees only its subtree: a merchant of another first-level agent is not listed and its detail is refused", async () => {
    const browser = await agent01();
    const all = await html(browser, LIST);
    expect(totalOf(all)).toBeGreaterThan(100);
    expect(totalOf(all)).toBeLessThan(1000);
    expect(totalOf(await html(browser, `${LIST}?keyword=M10000002`))).toBe(0);
    expect(rowIds(await html(browser, `${LIST}?keyword=M10000001`))).toEqual([MINE]);
    const detail = await html(browser, `${LIST}?dialog=view&id=${FOREIGN}`);
    expect(detail).toContain("无权访问该数据");
    expect(detail).not.toContain("M10000002");
  });

  it("mer01 sees its own merchant only; 运营专员 without the screen is sent to /403", async () => {
    const page = await html(await mer01(), LIST);
    expect(rowIds(page)).toEqual([MINE]);
    await expectOutsideMenu(await signedInAs("operator", "operator123"), SUB_LIST);
  });
});

describe("商户列表 actions", () => {
  it("create: refused without merchant_add; bad mobiles get spec §5's messages with the input kept; then success", async () => {
    const refused = await post(await agent01(), `${LIST}?dialog=create`, [
      ["intent", "create"],
      ...merchantFields("苏州测试拒绝商户"),
    ]);
    expect(refused.status).toBe(403);
    const browser = await admin();
    for (const [mobile, message] of BAD_MOBILES) {
      const bad = await post(browser, `${LIST}?dialog=create`, [
        ["intent", "create"],
        ...merchantFields("苏州测试校验商户", { mobile }),
      ]);
      expect(bad.status).toBe(400);
      const page = await bad.text();
      expect(page).toContain(message);
      expect(page).toContain('value="苏州测试校验商户"');
    }
    const badMcc = await (
      await post(browser, `${LIST}?dialog=create`, [
        ["intent", "create"],
        ...merchantFields("苏州测试校验商户", { mcc: "58a" }),
      ])
    ).text();
    expect(badMcc).toContain("MCC为 4 位数字");
    const name = `苏州测试新建商户${unique()}`;
    const ok = await post(browser, `${LIST}?dialog=create`, [["intent", "create"], ...merchantFields(name)]);
    expect(ok.status).toBe(302);
    expect(location(ok)).toBe(LIST);
    expect(flashed(await html(browser, location(ok)))).toBe(true);
    expect(totalOf(await html(browser, `${LIST}?keyword=${encodeURIComponent(name)}`))).toBe(1);
  });

  it("update and 修改状态 within agent01's scope; the console refuses a merchant outside it", async () => {
    const browser = await agent01();
    const outside = await post(browser, `${LIST}?dialog=edit&id=${FOREIGN}`, [
      ["intent", "update"],
      ["id", FOREIGN],
      ...merchantFields("越权修改商户"),
    ]);
    expect(outside.status).toBe(403);
    expect(await outside.text()).toContain("无权访问该数据");
    const name = `苏州测试修改商户${unique()}`;
    await post(await admin(), `${LIST}?dialog=create`, [["intent", "create"], ...merchantFields(name)]);
    const id = rowIds(await html(browser, `${LIST}?keyword=${encodeURIComponent(name)}`))[0]!;
    expect(id).toBeTruthy();
    const ok = await post(browser, `${LIST}?dialog=edit&id=${id}`, [
      ["intent", "update"],
      ["id", id],
      ...merchantFields(name, { linkMan: "李四" }),
    ]);
    expect(ok.status).toBe(302);
    expect(await html(browser, `${LIST}?keyword=${encodeURIComponent(name)}`)).toContain("李四");
    const status = await post(browser, LIST, [
      ["intent", "status"],
      ["id", id],
      ["merchantStatus", "2"],
    ]);
    expect(status.status).toBe(302);
    expect(await html(browser, `${LIST}?keyword=${encodeURIComponent(name)}&merchantStatus=2`)).toContain(name);
    expect(
      (
        await post(browser, LIST, [
          ["intent", "status"],
          ["id", id],
          ["merchantStatus", "9"],
        ])
      ).status,
    ).toBe(400);
    expect(
      (
        await post(browser, LIST, [
          ["intent", "status"],
          ["id", FOREIGN],
          ["merchantStatus", "2"],
        ])
      ).status,
    ).toBe(403);
    // agent01 has no merchant_delete; mer01 no merchant_status.
    expect(
      (
        await post(browser, LIST, [
          ["intent", "delete"],
          ["id", id],
        ])
      ).status,
    ).toBe(403);
    expect(
      (
        await post(await mer01(), LIST, [
          ["intent", "status"],
          ["id", MINE],
          ["merchantStatus", "2"],
        ])
      ).status,
    ).toBe(403);
  });

  it("delete: admin removes a merchant without stores", async () => {
    const browser = await admin();
    const name = `苏州测试删除商户${unique()}`;
    await post(browser, `${LIST}?dialog=create`, [["intent", "create"], ...merchantFields(name)]);
    const id = rowIds(await html(browser, `${LIST}?keyword=${encodeURIComponent(name)}`))[0]!;
    const done = await post(browser, LIST, [
      ["intent", "delete"],
      ["id", id],
    ]);
    expect(done.status).toBe(302);
    expect(totalOf(await html(browser, `${LIST}?keyword=${encodeURIComponent(name)}`))).toBe(0);
  });
});

describe("商户分账配置", () => {
  it("lists split states in scope and opens the form of one merchant", async () => {
    const browser = await signedInAs("agent02", "123456");
    const list = await html(browser, `${SUB_LIST}?subSwitch=1`);
    expect(totalOf(list)).toBeGreaterThan(0);
    expect(list).toContain("/merchantSub?merchantId=");
    const page = await html(browser, `/merchantSub?merchantId=${MINE}`);
    expect(page).toContain("M10000001");
    expect(page).toMatch(/name="ratio"[^>]*value="30.00"|value="30.00"[^>]*name="ratio"/);
  });

  it("saves receivers: errors by row with the input kept, the 100% ceiling in exact decimals, the scope refused", async () => {
    const browser = await mer01();
    const rows = (a: string, b: string): [string, string][] => [
      ["receiverName", "李掌柜"],
      ["receiverAccount", "6217000000000001"],
      ["accountType", "1"],
      ["ratio", a],
      ["receiverName", "苏州合伙人"],
      ["receiverAccount", "6217000000000002"],
      ["accountType", "2"],
      ["ratio", b],
      ["receiverName", ""],
      ["receiverAccount", ""],
      ["accountType", "1"],
      ["ratio", ""],
    ];
    const base: [string, string][] = [
      ["intent", "save"],
      ["merchantId", MINE],
      ["subSwitch", "1"],
      ["subMode", "2"],
    ];
    const over = await post(browser, `/merchantSub?merchantId=${MINE}`, [...base, ...rows("33.34", "66.67")]);
    expect(over.status).toBe(400);
    const overPage = await over.text();
    expect(overPage).toContain("分账比例合计不能超过100%");
    expect(overPage).toContain('value="33.34"');
    const badRatio = await (
      await post(browser, `/merchantSub?merchantId=${MINE}`, [...base, ...rows("1.005", "2")])
    ).text();
    expect(badRatio).toContain("比例为 0.01 至 100、最多两位小数");
    const ok = await post(browser, `/merchantSub?merchantId=${MINE}`, [...base, ...rows("33.33", "66.67")]);
    expect(ok.status).toBe(302);
    const saved = await html(browser, location(ok));
    expect(flashed(saved)).toBe(true);
    expect(saved).toContain('value="66.67"');
    const outside = await post(await agent01(), `/merchantSub?merchantId=${FOREIGN}`, [
      ["intent", "save"],
      ["merchantId", FOREIGN],
      ["subSwitch", "0"],
      ["subMode", "1"],
    ]);
    expect(outside.status).toBe(403);
    expect(await html(await agent01(), `/merchantSub?merchantId=${FOREIGN}`)).toContain("无权访问该数据");
  });
});

describe("入网查询", () => {
  it("shows a merchant's entries at channels and banks; a merchant outside the scope is refused", async () => {
    const browser = await mer01();
    const channels = await html(browser, `/channelStatus?merchantId=${MINE}`);
    expect(channels).toContain("M10000001");
    expect(channels).toContain("data-entry=");
    expect(await html(browser, `/bankChannelStatus?merchantId=${MINE}`)).toContain("M10000001");
    const refused = await html(await agent01(), `/channelStatus?merchantId=${FOREIGN}`);
    expect(refused).toContain("无权访问该数据");
    expect(refused).not.toContain("M10000002");
    expect(await html(await admin(), "/channelStatus")).toContain("请选择商户后查询");
  });
});

describe("商户列表 导出", () => {
  it("exports the filtered list as CSV within the scope; refused without merchant_export", async () => {
    const browser = await agent01();
    const response = await browser.get(`/kit/export${LIST}?format=csv&keyword=M10000001`);
    expect(response.status).toBe(200);
    const csv = await response.text();
    expect(csv).toContain("商户编号");
    expect(csv).toContain("M10000001");
    expect(csv).not.toContain("M10000002");
    const other = await browser.get(`/kit/export${LIST}?format=csv&keyword=M10000002`);
    expect(await other.text()).not.toContain("M10000002");
    const refused = await (await mer01()).get(`/kit/export${LIST}?format=csv`);
    expect(refused.status).not.toBe(200);
  });
});

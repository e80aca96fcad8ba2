/**
 * 政策配置 (ADR 020) in the built Worker against the sandbox's cloud-policy: 费率模板 (a pair's rate
 * and cap per field, errors echoed with what was typed, 复制 after its confirmation, 删除 refused
 * while a policy uses the template) and 政策列表 (the ordering rule's refusal in the backend's words
 * with the form kept, a policy saved 待生效); the operator holds neither screen nor its buttons.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { nextMonthStart } from "../../../workers/sandbox/services/policy/seed";
import { type Browser, location, sandboxDb, signedInAs } from "../browser";
import { signedInWhenSeeded } from "../money/settle-shared";
import { answer, expectOutsideMenu, flashed, html, post, tableRows, unique } from "../screens";
import { MONEY_SEED_TIMEOUT_MS, warmMoney } from "../warm-money";

beforeAll(warmMoney, MONEY_SEED_TIMEOUT_MS);

const TEMPLATES = "/policy/rateTemplate";
const POLICIES = "/policy/policyInfo";
const PAIRS = [
  ["WXPAY", "WXPAY"],
  ["ALIPAY", "ALIPAY"],
  ...["CHINAUMS", "LAKALA", "SUIXINGFU"].flatMap((c) => ["WXPAY", "ALIPAY", "UNIONPAY", "CARD"].map((p) => [c, p])),
];

let admin: Browser;
beforeAll(async () => {
  admin = await signedInWhenSeeded("qa3");
}, 180_000);

/** A template form: every pair at `rate` (银行卡 at `card`, capped at 20.00) unless overridden. */
const templateForm = (
  name: string,
  overrides: Record<string, string> = {},
  rate = "0.30",
  card = "0.55",
): [string, string][] =>
  Object.entries({
    intent: "create",
    templateName: name,
    remark: "",
    ...Object.fromEntries(
      PAIRS.flatMap(([c, p]) => [
        [`rate_${c}_${p}`, p === "CARD" ? card : rate],
        [`cap_${c}_${p}`, p === "CARD" ? "20" : ""],
      ]),
    ),
    ...overrides,
  });

const idOfTemplate = async (name: string) =>
  tableRows(await html(admin, `${TEMPLATES}?templateName=${encodeURIComponent(name)}`)).find((r) => r.cells[0] === name)
    ?.id;

describe("费率模板", () => {
  it("lists the seeded templates; the detail shows every pair's rate and cap", async () => {
    const page = await html(admin, TEMPLATES);
    const names = tableRows(page).map((r) => r.cells[0]);
    expect(names).toEqual(expect.arrayContaining(["一级代理成本模板", "二级代理成本模板", "三级代理成本模板"]));
    const id = (await idOfTemplate("一级代理成本模板"))!;
    const detail = await html(admin, `${TEMPLATES}?dialog=view&id=${id}`);
    expect(detail).toContain("拉卡拉·银联二维码");
    expect(detail).toContain("0.25%");
    expect(detail).toContain("20.00");
    expect(detail).toContain("不封顶");
  });

  it("checks each pair's rate and cap, echoing what was typed; saves a whole template", async () => {
    const name = `测试模板${unique()}`;
    const bad = await answer(
      post(
        admin,
        `${TEMPLATES}?dialog=create`,
        templateForm(name, { rate_LAKALA_WXPAY: "0.12345", rate_WXPAY_WXPAY: "", cap_LAKALA_CARD: "-5" }),
      ),
    );
    expect(bad.status).toBe(400);
    expect(bad.html).toContain("请输入0至10之间的百分比，最多4位小数");
    expect(bad.html).toContain("此项为必填项");
    expect(bad.html).toContain("请输入大于0的金额，最多2位小数");
    expect(bad.html).toContain('value="0.12345"');
    expect(bad.html).toContain(`value="${name}"`);
    const done = await post(admin, `${TEMPLATES}?dialog=create`, templateForm(name));
    expect(done.status).toBe(302);
    expect(flashed(await html(admin, location(done)))).toBe(true);
    const id = (await idOfTemplate(name))!;
    const form = await html(admin, `${TEMPLATES}?dialog=edit&id=${id}`);
    expect(form).toMatch(/name="rate_SUIXINGFU_CARD"[^>]*value="0.55"|value="0.55"[^>]*name="rate_SUIXINGFU_CARD"/);
  });

  it("copies a template after its confirmation; refuses to delete one a policy uses", async () => {
    const id = (await idOfTemplate("二级代理成本模板"))!;
    expect(await html(admin, `${TEMPLATES}?op=copy&id=${id}`)).toContain(
      "将以模板“二级代理成本模板”的费率新建一个模板",
    );
    const copied = await post(admin, `${TEMPLATES}?op=copy&id=${id}`, [
      ["intent", "copy"],
      ["id", id],
    ]);
    expect(copied.status).toBe(302);
    expect(await html(admin, location(copied))).toMatch(/已复制为“二级代理成本模板（副本\d*）”/);
    const refused = await answer(
      post(admin, `${TEMPLATES}?dialog=delete&id=${id}`, [
        ["intent", "delete"],
        ["id", id],
      ]),
    );
    expect(refused.status).toBe(400);
    expect(refused.html).toContain("该模板已被政策使用，不能删除");
  });
});

describe("政策列表", () => {
  const policyForm = (name: string, templateId: string, fields: Record<string, string>): [string, string][] =>
    Object.entries({
      intent: "create",
      policyName: name,
      templateId,
      targetType: "2",
      agentLevel: "",
      agentNo: "A000001",
      effectiveDate: nextMonthStart(Date.now()),
      remark: "",
      ...fields,
    });

  it("refuses a policy that breaks the ordering in the backend's words, the form kept; saves one that keeps it", async () => {
    const third = (await idOfTemplate("三级代理成本模板"))!;
    const name = `越级政策${unique()}`;
    const refused = await answer(post(admin, `${POLICIES}?dialog=create`, policyForm(name, third, {})));
    expect(refused.status).toBe(400);
    expect(refused.html).toMatch(/代理商 A\d{6} [^<]+ 的[^<]+成本费率 0\.28% 低于上级代理商 A000001 [^<]+ 的 0\.31%/);
    expect(refused.html).toContain(`value="${name}"`);
    const noAgent = await answer(post(admin, `${POLICIES}?dialog=create`, policyForm(name, third, { agentNo: "" })));
    expect(noAgent.html).toContain("请填写代理商编号");
    const first = (await idOfTemplate("一级代理成本模板"))!;
    const ok = `一级专属${unique()}`;
    const done = await post(admin, `${POLICIES}?dialog=create`, policyForm(ok, first, {}));
    expect(done.status).toBe(302);
    const row = tableRows(await html(admin, `${POLICIES}?policyName=${encodeURIComponent(ok)}`)).find(
      (r) => r.cells[0] === ok,
    )!;
    expect(row.cells.slice(1, 5)).toEqual([
      "一级代理成本模板",
      expect.stringContaining("A000001"),
      nextMonthStart(Date.now()),
      "待生效",
    ]);
  });

  it("is outside the operator's menu; its actions are refused without their buttons", async () => {
    const operator = await signedInAs("operator", "operator123");
    await expectOutsideMenu(operator, POLICIES);
    await expectOutsideMenu(operator, TEMPLATES);
    expect(
      (
        await post(operator, POLICIES, [
          ["intent", "create"],
          ["policyName", "x"],
        ])
      ).status,
    ).toBe(403);
    expect((await post(operator, TEMPLATES, templateForm("x"))).status).toBe(403);
  });
});

describe("交易订单's 分润明细", () => {
  it("shows the platform every level and its part; an agent its own level and below; a merchant none", async () => {
    const orderId = (await sandboxDb()
      .prepare(
        `SELECT s.order_id FROM cloud_profit_share s JOIN cloud_trade_order o ON o.id = s.order_id JOIN cloud_merchant_info m ON m.id = o.merchant_id
       WHERE m.merchant_no = 'M10000001' AND s.depth = 2 LIMIT 1`,
      )
      .first<string>("order_id"))!;
    const path = `/orders/transactionOrder?period=custom&dialog=view&id=${orderId}`;
    // What is rendered, not the screen's texts the page carries for the browser.
    const shown = async (browser: Browser) => (await html(browser, path)).replace(/<script[\s\S]*?<\/script>/g, "");
    const seen = await shown(admin);
    expect(seen).toContain("分润明细");
    expect(seen).toContain("第1级");
    expect(seen).toContain("A000006");
    expect(seen).toContain("平台（顶级代理商成本）");
    const agent02 = await shown(await signedInAs("agent02", "123456"));
    expect(agent02).toContain("A000006");
    expect(agent02).not.toContain("A000001 ");
    expect(agent02).not.toContain("平台（顶级代理商成本）");
    const mer01 = await shown(await signedInAs("mer01", "123456"));
    expect(mer01).toContain("无分润记录（未支付，或无权查看）");
    expect(mer01).not.toContain("A000006");
  });
});

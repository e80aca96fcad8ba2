/**
 * The flow top-up in the built Worker against the sandbox (issue 16, ADR 017): the shell's
 * prompt, the /topup pages, and the transfer action: the recharge/save payload field by field,
 * the amount computed again on the server, forged amounts and combos refused, the screenshot
 * rules, and who may buy.
 */
import { describe, expect, it } from "vitest";
import { seedId } from "../../../workers/sandbox/core/ids";
import { TOPUP_SEED } from "../../../workers/sandbox/services/toll/seed";
import { Browser, location, sandboxDb, signIn, signedInAs, withRecord } from "../browser";
import { answer } from "../screens";

const TENANT = "000005";
const DEPT = seedId(33, 2);
const STANDARD = seedId(76, 2),
  OFF_SALE = seedId(76, 5);
const PNG = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="),
  (c) => c.charCodeAt(0),
);

async function tenantBrowser(account = "topup01") {
  const browser = new Browser();
  expect(location(await signIn(browser, account, "123456", { tenantId: TENANT }))).toBe("/main/index");
  return browser;
}

type Order = Record<string, unknown>;
const orders = async (): Promise<Order[]> =>
  (
    await sandboxDb()
      .prepare("SELECT * FROM cloud_recharge_order WHERE tenant_id = ? ORDER BY create_time DESC")
      .bind(TENANT)
      .all<Order>()
  ).results;

/** A 对公转账 submit: fields, then screenshots as files (no JavaScript) or as links. */
function transfer(fields: Record<string, string>, files: File[] = [], links: string[] = []): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries({ comboId: STANDARD, buyNum: "2", actualPrice: "4500.00", ...fields }))
    form.append(k, v);
  for (const file of files) form.append("payCertificate$file", file);
  for (const link of links) form.append("payCertificate", link);
  return form;
}
/** The shell's banner as rendered (the texts themselves also travel in the page's messages). */
const BANNER = /<span>您的流水余额已不足，请充值<\/span>/;
const shot = (name: string) => new File([PNG], name, { type: "image/png" });

describe("/topup, the transfer", () => {
  it("sends recharge/save with spec §3's payload, field by field, and lands on the done page with 操作成功!", async () => {
    const browser = await tenantBrowser();
    const before = (await orders()).length;
    const response = await browser.postEntries(
      "/topup?step=transfer&comboId=" + STANDARD + "&buyNum=2",
      transfer({}, [shot("回单1.png"), shot("回单2.png")]),
    );
    expect(response.status).toBe(302);
    expect(location(response)).toBe("/topup?step=done");
    const stored = await orders();
    expect(stored).toHaveLength(before + 1);
    const order = stored[0]!;
    expect(order).toMatchObject({
      actual_price: "4500.00",
      bank: "招商银行上海张江支行",
      bank_account: "3100 1234 5678 9012 345",
      buy_num: 2,
      charge_ratio: "0.045",
      combo_id: STANDARD,
      combo_name: "标准套餐",
      company_name: "上海支付平台科技有限公司",
      create_dept: DEPT,
      flow_amount: "5000000.00",
      price: "2250.00",
      order_state: 0,
      pay_type: 1,
    });
    // References (ADR 030): the screenshots' attachment ids, uploaded as payment screenshots of this tenant.
    const refs = String(order.pay_certificate).split(",");
    expect(refs).toHaveLength(2);
    for (const ref of refs) {
      expect(ref).toMatch(/^\d{19}$/);
      expect(
        await sandboxDb().prepare("SELECT tenant_id, purpose FROM blade_attach WHERE id = ?").bind(ref).first(),
      ).toEqual({ tenant_id: TENANT, purpose: "payment" });
    }
    const done = await browser.html("/topup?step=done");
    expect(done).toContain("操作成功!");
    expect(done).toContain("充值订单已提交");
    expect(done).toContain(String(order.order_no));
  });

  it.each([
    ["a forged amount", { actualPrice: "1.00" }, "订单金额已变化，应付 4500.00 元，请核对后重新提交"],
    [
      "an amount floats would have rounded",
      { buyNum: "3", actualPrice: "6750.0000001" },
      "订单金额已变化，应付 6750.00 元，请核对后重新提交",
    ],
    ["a combo off sale", { comboId: OFF_SALE, actualPrice: "120.00" }, "套餐不存在或已下架，请重新选择"],
    ["a combo that does not exist", { comboId: "1769999999999999999" }, "套餐不存在或已下架，请重新选择"],
    ["a combo id that is no id", { comboId: "1 OR 1=1" }, "套餐不存在或已下架，请重新选择"],
    ["units below 1", { buyNum: "0", actualPrice: "0.00" }, "购买数量须为 1 到 10000 的整数"],
    ["units above 10000", { buyNum: "10001", actualPrice: "22502250.00" }, "购买数量须为 1 到 10000 的整数"],
  ])("refuses %s and stores nothing", async (_, fields, message) => {
    const browser = await tenantBrowser();
    const before = (await orders()).length;
    const { status, html } = await answer(
      browser.postEntries("/topup?step=transfer&comboId=" + STANDARD + "&buyNum=2", transfer(fields, [shot("a.png")])),
    );
    expect(status).toBe(400);
    expect(html).toContain(message);
    expect((await orders()).length).toBe(before);
  });

  it("holds the screenshot rules: required, at most 5, images by content; uploaded ones are kept on a refusal", async () => {
    const browser = await tenantBrowser();
    const before = (await orders()).length;
    const path = "/topup?step=transfer&comboId=" + STANDARD + "&buyNum=2";
    expect(await answer(browser.postEntries(path, transfer({}))).then((a) => a.html)).toContain("请上传付款截图");
    const six = ["1", "2", "3", "4", "5", "6"];
    expect((await answer(browser.postEntries(path, transfer({}, [], six)))).html).toContain("付款截图仅支持上传5张");
    expect(
      (await answer(browser.postEntries(path, transfer({}, [shot("1.png"), shot("2.png")], ["1", "2", "3", "4"]))))
        .html,
    ).toContain("付款截图仅支持上传5张");
    // A screenshot uploaded before (its reference) is kept on a refusal and shown through /files; a storage path is no screenshot.
    const uploaded = (await (await browser.upload(PNG, "kept.png", "image/png", "all", "payment")).json()) as {
      ref: string;
    };
    const disguised = new File([new TextEncoder().encode("<script>alert(1)</script>")], "回单.png", {
      type: "image/png",
    });
    const refused = await answer(
      browser.postEntries(path, transfer({}, [disguised], [uploaded.ref, "/sandbox/files/upload/20261124/kept.png"])),
    );
    expect(refused.status).toBe(400);
    expect(refused.html).toContain("只能上传jpg、jpeg、png、bmp图片格式！");
    expect(refused.html).toContain(`name="payCertificate" value="${uploaded.ref}"`);
    expect(refused.html).toContain(`src="/files/${uploaded.ref}"`);
    expect(refused.html).not.toContain("/sandbox/files");
    expect((await orders()).length).toBe(before);
    // Another tenant's screenshot (蓝海支付's, seeded) is refused by the backend, nothing stored.
    const foreign = await answer(browser.postEntries(path, transfer({}, [], [TOPUP_SEED.screenshots[0]])));
    expect(foreign.status).toBe(400);
    expect(foreign.html).toContain("付款截图不存在，请重新上传");
    expect((await orders()).length).toBe(before);
  });

  it("answers a body larger than five screenshots can be with the size rule, before reading it", async () => {
    const browser = await tenantBrowser();
    const response = await browser.send("/topup?step=transfer&comboId=" + STANDARD + "&buyNum=2", {
      form: { comboId: STANDARD, buyNum: "2", actualPrice: "4500.00" },
      headers: { "Content-Length": String(5 * 50 * 1024 * 1024 + 2 * 1024 * 1024) },
    });
    expect(response.status).toBe(413);
    expect(await response.text()).toContain("图片过大无法上传，请上传50MB以内的图片！");
  });
});

describe("/topup, who may buy and what they see", () => {
  it("shows the packages on sale, the order's facts and the tenant's own orders; 确定订单 checks the units", async () => {
    const browser = await tenantBrowser("topup02");
    const packages = await browser.html("/topup");
    for (const name of ["基础套餐", "标准套餐", "企业套餐", "旗舰套餐"]) expect(packages).toContain(name);
    expect(packages).not.toContain("体验套餐");
    expect(packages).toContain("我的充值订单");
    const order = await browser.html(`/topup?comboId=${STANDARD}`);
    for (const fact of ["确定订单", "星河支付", "020-38881234", "2250.00 元"]) expect(order).toContain(fact);
    const invalid = await browser.html(`/topup?step=transfer&comboId=${STANDARD}&buyNum=abc`);
    expect(invalid).toContain("购买数量须为 1 到 10000 的整数");
    expect(invalid).toContain('value="abc"');
    const transferPage = await browser.html(`/topup?step=transfer&comboId=${STANDARD}&buyNum=3`);
    expect(transferPage).toContain("请向以下账户转账 6750.00 元");
    expect(transferPage).toContain('name="actualPrice" value="6750.00"');
  });

  it("refuses operators without their tenant's 充值订单, before any backend write", async () => {
    for (const [account, password] of [
      ["operator", "operator123"],
      ["agent01", "123456"],
    ] as const) {
      const browser = await signedInAs(account, password);
      expect(location(await browser.get("/topup"))).toBe("/403");
      const before = (await sandboxDb().prepare("SELECT COUNT(*) AS n FROM cloud_recharge_order").first<number>("n"))!;
      const posted = await browser.postEntries("/topup", transfer({}, [], ["/a.png"]));
      expect([302, 403]).toContain(posted.status);
      if (posted.status === 302) expect(location(posted)).toBe("/403");
      expect(await sandboxDb().prepare("SELECT COUNT(*) AS n FROM cloud_recharge_order").first<number>("n")).toBe(
        before,
      );
    }
  });

  it("the shell prompts a low tenant on every page and offers the dialog once per session", async () => {
    const browser = await tenantBrowser("topup02");
    const first = await browser.html("/main/index");
    expect(first).toMatch(BANNER);
    expect(first).toContain('href="/topup"');
    expect(await withRecord(browser, (r) => r.topUpOffered)).toBe(true);
    expect(await browser.html("/info/index")).toMatch(BANNER);
    const admin = await signedInAs("qa1");
    expect(await admin.html("/main/index")).not.toMatch(BANNER);
    expect(await withRecord(admin, (r) => r.topUpOffered)).toBeFalsy();
  });
});

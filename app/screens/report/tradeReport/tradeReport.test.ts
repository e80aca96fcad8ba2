/**
 * 交易报表 (ADR 021) in the built Worker against the sandbox's cloud-report: the page's figures,
 * charts and tables, filters kept in the URL, an agent's subtree only, refusal without the menu,
 * the PDF (A4, titled, vector charts) and the Excel export ending with the totals row.
 */
import { PDFDocument } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { sandboxDb, signedInAs } from "@tests/worker/browser";
import { download, sheetRows, unzip } from "@tests/worker/kit/read-export";
import { expectOutsideMenu, html } from "@tests/worker/screens";
import { signedInOnce } from "@tests/worker/signed-in-once";
import { MONEY_SEED_TIMEOUT_MS, warmMoney } from "@tests/worker/warm-money";

beforeAll(warmMoney, MONEY_SEED_TIMEOUT_MS);

const REPORT = "/report/tradeReport";
const browsers = signedInOnce({ admin: "qa2", agent: ["agent01", "123456"] });

/** A figure card's value, by its label. */
const figure = (page: string, label: string) =>
  new RegExp(`<dt[^>]*>${label}</dt><dd[^>]*>([^<]+)<`).exec(page)?.[1] ?? "";
const fen = (yuan: string) => Number(yuan.replace(/,/g, "").replace(".", ""));

describe("交易报表 page", () => {
  it("shows the figure cards, both charts with their text alternatives, the breakdown and trend tables with totals rows", async () => {
    const page = await html(browsers.admin, `${REPORT}?period=last30`);
    expect(page).toContain('data-testid="report-figures"');
    for (const label of ["交易额", "成功笔数", "手续费", "退款", "实收净额", "成功率"])
      expect(figure(page, label), label).not.toBe("");
    expect(figure(page, "交易额")).toMatch(/^[\d,]+\.\d{2}$/);
    expect(figure(page, "成功率")).toMatch(/^\d{1,3}\.\d{2}%$/);
    const charts = [...page.matchAll(/<svg[^>]*role="img"[^>]*aria-label="([^"]+)"[^>]*data-chart="(\w+)"/g)].map(
      (m) => [m[2], m[1]],
    );
    expect(charts.map((c) => c[0])).toEqual(["trend", "share"]);
    expect(charts[0]![1]).toMatch(/^交易额趋势: /);
    expect(charts[1]![1]).toMatch(/^交易额分布（按代理商）: /);
    expect(page).toMatch(/<rect[^>]*class="fill-primary"/);
    expect(page).toContain("按代理商汇总");
    // 30 day rows and the totals row; the totals row's volume is the figure card's.
    const rows = [...page.matchAll(/<tr data-row-id="([^"]+)"/g)].map((m) => m[1]);
    expect(rows).toHaveLength(31);
    expect(rows.at(-1)).toBe("total");
    const totalRow = /<tr data-row-id="total"[\s\S]*?<\/tr>/.exec(page)![0];
    expect(totalRow).toContain("合计");
    expect(totalRow).toContain(figure(page, "交易额"));
  });

  it("keeps its filters in the URL: granularity, pay type and dimension change what it shows", async () => {
    const all = await html(browsers.admin, `${REPORT}?period=last30`);
    const page = await html(
      browsers.admin,
      `${REPORT}?period=last30&granularity=month&payType=WXPAY&dimension=channel`,
    );
    expect(page).toMatch(/<select name="granularity"[^>]*>[\s\S]*?<option value="month" selected/);
    expect(page).toMatch(/<select name="payType"[^>]*>[\s\S]*?<option value="WXPAY" selected/);
    expect(page).toMatch(/<select name="dimension"[^>]*>[\s\S]*?<option value="channel" selected/);
    expect(page).toContain("按支付通道汇总");
    expect(fen(figure(page, "交易额"))).toBeLessThan(fen(figure(all, "交易额")));
    const months = [...page.matchAll(/<tr data-row-id="(\d{4}-\d{2})"/g)];
    expect(months.length).toBeGreaterThanOrEqual(1);
    expect(months.length).toBeLessThanOrEqual(2);
    expect(page).toContain(`href="${REPORT}/pdf?`);
  });

  it("shows an agent its subtree's figures only", async () => {
    const mine = await html(browsers.agent, `${REPORT}?period=last30`);
    const platform = await html(browsers.admin, `${REPORT}?period=last30`);
    expect(fen(figure(mine, "交易额"))).toBeGreaterThan(0);
    expect(fen(figure(mine, "交易额"))).toBeLessThan(fen(figure(platform, "交易额")));
    const subtree = await html(browsers.admin, `${REPORT}?period=last30&agentNo=A000001`);
    expect(figure(mine, "交易额")).toBe(figure(subtree, "交易额"));
  });

  it("is refused to an operator whose menu lacks it, page and PDF alike", async () => {
    const db = sandboxDb();
    const role = await db
      .prepare("SELECT id FROM blade_role WHERE role_alias = 'merchant' AND tenant_id = '000001'")
      .first<string>("id");
    const menus = await db
      .prepare(
        "SELECT menu_id FROM blade_role_menu WHERE role_id = ? AND menu_id IN (SELECT id FROM blade_menu WHERE code IN ('tradeReport', 'trade_report_export'))",
      )
      .bind(role)
      .all<{ menu_id: string }>();
    expect(menus.results).toHaveLength(2);
    await db
      .prepare("DELETE FROM blade_role_menu WHERE role_id = ? AND menu_id IN (SELECT value FROM json_each(?))")
      .bind(role, JSON.stringify(menus.results.map((m) => m.menu_id)))
      .run();
    try {
      const merchant = await signedInAs("mer01", "123456");
      await expectOutsideMenu(merchant, REPORT);
      expect((await merchant.get(`${REPORT}/pdf?period=last7`)).status).toBe(403);
    } finally {
      for (const m of menus.results)
        await db
          .prepare("INSERT OR IGNORE INTO blade_role_menu (role_id, menu_id) VALUES (?, ?)")
          .bind(role, m.menu_id)
          .run();
    }
  });
});

describe("交易报表 files", () => {
  it("PDF: an A4 report named 交易报表_yyyyMMddHHmmss.pdf, titled, with its charts drawn as paths", async () => {
    const response = await browsers.admin.get(`${REPORT}/pdf?period=last7&payType=ALIPAY`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    const { name, bytes } = await download(response);
    expect(name).toMatch(/^交易报表_\d{14}\.pdf$/);
    expect(new TextDecoder("latin1").decode(bytes.slice(0, 5))).toBe("%PDF-");
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(pdf.getTitle()).toBe("交易报表");
    for (const page of pdf.getPages()) expect(page.getSize()).toEqual({ width: 595.28, height: 841.89 });
    // Text and fonts: tests/e2e/report/trade-report.spec.ts reads it with pdftotext and pdffonts.
  });

  it("Excel: the trend table of the filters, its last row the totals row equal to the figures on screen", async () => {
    const filter = "period=last7&channelCode=LAKALA";
    const page = await html(browsers.admin, `${REPORT}?${filter}`);
    const response = await browsers.admin.get(`/kit/export${REPORT}?${filter}&format=xlsx`);
    expect(response.status).toBe(200);
    const { name, bytes } = await download(response);
    expect(name).toMatch(/^交易报表_\d{14}\.xlsx$/);
    const rows = sheetRows((await unzip(bytes)).get("xl/worksheets/sheet1.xml")!);
    expect(rows[0]!.map((c) => c.value)).toEqual([
      "日期",
      "交易额",
      "成功笔数",
      "订单笔数",
      "成功率",
      "手续费",
      "退款",
      "实收净额",
    ]);
    expect(rows).toHaveLength(1 + 7 + 1);
    const last = rows.at(-1)!.map((c) => c.value);
    expect(last[0]).toBe("合计");
    expect(fen(Number(last[1]).toFixed(2))).toBe(fen(figure(page, "交易额")));
    expect(fen(Number(last[6]).toFixed(2))).toBe(fen(figure(page, "退款")));
    const volumes = rows.slice(1, -1).reduce((sum, row) => sum + fen(Number(row[1]!.value).toFixed(2)), 0);
    expect(volumes).toBe(fen(figure(page, "交易额")));
  });
});

/**
 * Search by number (issue 34, ADR 041) in the built Worker against the sandbox: every kind found
 * by its numbers (an order by its platform, merchant and channel numbers; a refund; a merchant,
 * agent and store by number and by name; a device by SN; a settlement batch), each result opening
 * the record's detail; agent01 and mer01 never find a record outside their subtree; a kind outside
 * the menu is never asked (the sandbox's fault switch counts no hit); a slow kind is cut off and
 * reported while the others answer; odd or overlong text answers a page, never a 5xx.
 */
import { exports } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { agent, order } from "@contract";
import { type Browser, ORIGIN, sandboxDb } from "@tests/worker/browser";
import { signedInOnce } from "@tests/worker/signed-in-once";
import { MONEY_SEED_TIMEOUT_MS, warmMoney } from "@tests/worker/warm-money";

beforeAll(warmMoney, MONEY_SEED_TIMEOUT_MS);

/** user30 is a 超级管理员 no other file sets faults for; mer01 lacks 代理商列表. */
const ADMIN = "user30";
const browsers = signedInOnce({
  admin: [ADMIN, "123456"],
  agent: ["agent01", "123456"],
  merchant: ["mer01", "123456"],
});

const SAME_ORIGIN = { "Sec-Fetch-Site": "same-origin" };

async function addFault(rule: Record<string, unknown>): Promise<void> {
  const response = await exports.default.fetch(
    new Request(new URL("/sandbox/faults", ORIGIN), {
      method: "POST",
      headers: { ...SAME_ORIGIN, "content-type": "application/json" },
      body: JSON.stringify(rule),
    }),
  );
  expect(response.status).toBe(200);
}

async function faultHits(account: string): Promise<number> {
  const response = await exports.default.fetch(new Request(new URL(`/sandbox/faults?account=${account}`, ORIGIN)));
  const body = (await response.json()) as { data: { hits: number }[] };
  return body.data.reduce((sum, rule) => sum + rule.hits, 0);
}

afterEach(async () => {
  for (const account of [ADMIN, "mer01"])
    await exports.default.fetch(
      new Request(new URL(`/sandbox/faults?account=${account}`, ORIGIN), { method: "DELETE", headers: SAME_ORIGIN }),
    );
});

type Found = { href: string; text: string };

/** The /search page of `q` as `browser` sees it. */
async function search(browser: Browser, q: string): Promise<string> {
  const response = await browser.get(`/search?q=${encodeURIComponent(q)}`);
  expect(response.status).toBe(200);
  return response.text();
}

/** One kind's section of the page: its links (href unescaped, text without tags), or null when it is not there. */
function section(page: string, kind: string): { links: Found[]; text: string } | null {
  const body = new RegExp(`<section[^>]*data-kind="${kind}"[^>]*>(.*?)</section>`, "s").exec(page)?.[1];
  if (body === undefined) return null;
  const plain = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
  const links = [...body.matchAll(/<a[^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gs)].map((m) => ({
    href: m[1]!.replaceAll("&amp;", "&"),
    text: plain(m[2]!),
  }));
  return { links, text: plain(body) };
}

const linksOf = (page: string, kind: string) => section(page, kind)?.links ?? [];

async function one<T>(sql: string, ...binds: unknown[]): Promise<T> {
  const row = await sandboxDb()
    .prepare(sql)
    .bind(...binds)
    .first<T>();
  if (!row) throw new Error(`no row for ${sql}`);
  return row;
}

const AGENT01 = () =>
  one<{ id: string }>("SELECT id FROM cloud_agent_info WHERE tenant_id = '000001' AND agent_no = 'A000001'");
const inSubtree = (column: string) =>
  `(${column}_id = ?1 OR (',' || ${column}_ancestors || ',') LIKE '%,' || ?1 || ',%')`;

describe("search by number", () => {
  it("finds an order by each of its three numbers, says which matched, and opens its detail", async () => {
    const row = await one<{ id: string; order_no: string; mch_order_no: string; channel_order_no: string }>(
      `SELECT id, order_no, mch_order_no, channel_order_no FROM cloud_trade_order
       WHERE tenant_id = '000001' AND channel_order_no <> '' ORDER BY create_time DESC LIMIT 1`,
    );
    for (const [number, matched] of [
      [row.order_no, "平台订单号"],
      [row.mch_order_no, "商户订单号"],
      [row.channel_order_no, "渠道订单号"],
    ] as const) {
      const [link, ...others] = linksOf(await search(browsers.admin, number), "order");
      expect(others).toHaveLength(0);
      expect(link!.text).toContain(row.order_no);
      expect(link!.text).toContain(matched);
      expect(link!.href).toBe(
        `/orders/transactionOrder?period=custom&keyword=${row.order_no}&dialog=view&id=${row.id}`,
      );
    }
    const detail = await browsers.admin.html(
      `/orders/transactionOrder?period=custom&keyword=${row.order_no}&dialog=view&id=${row.id}`,
    );
    expect(detail).toContain('role="dialog"');
    expect(detail).toContain(row.order_no);
  });

  it("finds a refund by its number and a settlement batch by its number", async () => {
    const refund = await one<{ id: string; refund_no: string }>(
      "SELECT id, refund_no FROM cloud_refund_order WHERE tenant_id = '000001' LIMIT 1",
    );
    const [found] = linksOf(await search(browsers.admin, refund.refund_no), "refund");
    expect(found!.text).toContain("退款单号");
    expect(found!.href).toBe(
      `/orders/refundOrder?period=custom&keyword=${refund.refund_no}&dialog=view&id=${refund.id}`,
    );
    expect(await browsers.admin.html(found!.href)).toContain(refund.refund_no);

    const batch = await one<{ id: string; batch_no: string }>(
      "SELECT id, batch_no FROM cloud_settle_batch WHERE tenant_id = '000001' LIMIT 1",
    );
    const batches = linksOf(await search(browsers.admin, batch.batch_no), "settleBatch");
    expect(batches).toEqual([
      { href: `/settlement/settleRecord?dialog=view&id=${batch.id}`, text: expect.stringContaining(batch.batch_no) },
    ]);
    expect(await browsers.admin.html(batches[0]!.href)).toContain(batch.batch_no);
  });

  it("finds a merchant, an agent and a store by number and by name, and a device by SN", async () => {
    const page = await search(browsers.admin, "M10000001");
    const [merchant] = linksOf(page, "merchant");
    expect(merchant!.text).toContain("M10000001");
    expect(merchant!.text).toContain("编号");
    expect(merchant!.href).toMatch(/^\/merchant\/merchantInfo\?keyword=M10000001&dialog=view&id=\d+$/);
    const name = await one<{ merchant_full_name: string }>(
      "SELECT merchant_full_name FROM cloud_merchant_info WHERE tenant_id = '000001' AND merchant_no = 'M10000001'",
    );
    expect(linksOf(await search(browsers.admin, name.merchant_full_name), "merchant").map((l) => l.href)).toContain(
      merchant!.href,
    );

    const [top] = linksOf(await search(browsers.admin, "A000001"), "agent");
    expect(top!.text).toContain("A000001");
    expect(await browsers.admin.html(top!.href)).toContain("A000001");
    const agentName = await one<{ agent_name: string }>(
      "SELECT agent_name FROM cloud_agent_info WHERE tenant_id = '000001' AND agent_no = 'A000001'",
    );
    const byName = linksOf(await search(browsers.admin, agentName.agent_name), "agent");
    expect(byName.some((l) => l.text.includes("A000001") && l.text.includes("名称"))).toBe(true);

    const store = await one<{ id: string; store_no: string; store_full_name: string }>(
      "SELECT id, store_no, store_full_name FROM cloud_store_info WHERE tenant_id = '000001' ORDER BY store_no LIMIT 1",
    );
    const stores = linksOf(await search(browsers.admin, store.store_no), "store");
    expect(stores[0]!.href).toBe(`/store/storeInfo?keyword=${store.store_no}&dialog=view&id=${store.id}`);
    expect(linksOf(await search(browsers.admin, store.store_full_name), "store").map((l) => l.href)).toContain(
      stores[0]!.href,
    );

    const device = await one<{ id: string; sn: string }>(
      "SELECT id, sn FROM cloud_equip_info WHERE tenant_id = '000001' AND is_deleted = 0 LIMIT 1",
    );
    const devices = linksOf(await search(browsers.admin, device.sn), "device");
    expect(devices[0]!.href).toBe(`/equip/equipInfo?sn=${device.sn}&dialog=view&id=${device.id}`);
    expect(await browsers.admin.html(devices[0]!.href)).toContain(device.sn);
  });

  it("never shows agent01 or mer01 a record outside their subtree", async () => {
    const { id: top } = await AGENT01();
    const outside = await one<{ order_no: string }>(
      `SELECT order_no FROM cloud_trade_order WHERE tenant_id = '000001' AND NOT ${inSubtree("agent")} LIMIT 1`,
      top,
    );
    const inside = await one<{ order_no: string; merchant_id: string }>(
      `SELECT order_no, merchant_id FROM cloud_trade_order WHERE tenant_id = '000001' AND ${inSubtree("agent")} LIMIT 1`,
      top,
    );
    // admin finds both; agent01 only its own.
    expect(linksOf(await search(browsers.admin, outside.order_no), "order")).toHaveLength(1);
    expect(linksOf(await search(browsers.agent, outside.order_no), "order")).toHaveLength(0);
    expect(linksOf(await search(browsers.agent, inside.order_no), "order")).toHaveLength(1);
    const otherAgent = await one<{ agent_no: string }>(
      `SELECT agent_no FROM cloud_agent_info WHERE tenant_id = '000001' AND is_deleted = 0 AND id <> ?1 AND (',' || ancestors || ',') NOT LIKE '%,' || ?1 || ',%' LIMIT 1`,
      top,
    );
    expect(linksOf(await search(browsers.admin, otherAgent.agent_no), "agent")).not.toHaveLength(0);
    expect(linksOf(await search(browsers.agent, otherAgent.agent_no), "agent")).toHaveLength(0);

    // mer01: merchant M10000001 only.
    const own = await one<{ id: string }>(
      "SELECT id FROM cloud_merchant_info WHERE tenant_id = '000001' AND merchant_no = 'M10000001'",
    );
    const foreign = await one<{ order_no: string }>(
      "SELECT order_no FROM cloud_trade_order WHERE tenant_id = '000001' AND merchant_id <> ? LIMIT 1",
      own.id,
    );
    expect(linksOf(await search(browsers.admin, foreign.order_no), "order")).toHaveLength(1);
    expect(linksOf(await search(browsers.merchant, foreign.order_no), "order")).toHaveLength(0);
    expect(linksOf(await search(browsers.merchant, "M10000002"), "merchant")).toHaveLength(0);
    expect(linksOf(await search(browsers.merchant, "M10000001"), "merchant")).toHaveLength(1);
  });

  it("never asks for a kind the operator's menu lacks (mer01 has no 代理商列表)", async () => {
    for (const account of [ADMIN, "mer01"])
      await addFault({ account, path: agent.agentInfo.list.path, kind: "status500" });
    // The admin's search asks the agent list (the rule counts it) and reports that it failed.
    expect(section(await search(browsers.admin, "A000001"), "agent")!.text).toContain("暂时无法查询");
    expect(await faultHits(ADMIN)).toBe(1);
    const page = await search(browsers.merchant, "A000001");
    expect(section(page, "agent")).toBeNull();
    expect(await faultHits("mer01")).toBe(0);
  });

  it("cuts a slow kind off and says so, while the others answer", async () => {
    const row = await one<{ order_no: string }>(
      "SELECT order_no FROM cloud_trade_order WHERE tenant_id = '000001' ORDER BY create_time DESC LIMIT 1",
    );
    await addFault({ account: ADMIN, path: order.refund.list.path, kind: "latency", latencyMs: 5000 });
    const page = await search(browsers.admin, row.order_no);
    expect(section(page, "refund")!.text).toContain("查询超时");
    expect(linksOf(page, "order").map((l) => l.text)).toEqual([expect.stringContaining(row.order_no)]);
    expect(await faultHits(ADMIN)).toBe(1);
  });

  it("lists the menu items the text names above the records, as the palette finds them", async () => {
    expect(linksOf(await search(browsers.admin, "jydd"), "menu").map((l) => l.href)).toEqual([
      "/orders/transactionOrder",
    ]);
    // mer01's menu has no 代理商列表: the page offers none.
    expect(linksOf(await search(browsers.admin, "代理商列表"), "menu")).toHaveLength(1);
    expect(linksOf(await search(browsers.merchant, "代理商列表"), "menu")).toHaveLength(0);
  });

  it("answers odd, overlong or empty text with a page, never a 5xx", async () => {
    for (const q of [
      "'; DROP TABLE x;--",
      "%_%",
      "<script>alert(1)</script>",
      "x".repeat(5000),
      "  ",
      "\u0000\u202e",
    ]) {
      const response = await browsers.admin.get(`/search?q=${encodeURIComponent(q)}`);
      expect(response.status).toBe(200);
      const page = await response.text();
      expect(page).not.toContain("<script>alert(1)</script>");
    }
    expect(await search(browsers.admin, "x".repeat(5000))).toContain("搜索内容过长");
  });

  it("offers the records opened last when nothing is typed, newest first", async () => {
    const browser = browsers.agent;
    const { id: top } = await AGENT01();
    const rows = await sandboxDb()
      .prepare(
        `SELECT id, order_no FROM cloud_trade_order WHERE tenant_id = '000001' AND ${inSubtree("agent")} ORDER BY create_time DESC LIMIT 2`,
      )
      .bind(top)
      .all<{ id: string; order_no: string }>();
    for (const row of rows.results) {
      const [link] = linksOf(await search(browser, row.order_no), "order");
      await browser.html(link!.href);
    }
    // The record is saved in the background; the next pages read it.
    let recent = "";
    const saved = () => rows.results.every((row) => recent.includes(row.order_no));
    for (let attempt = 0; attempt < 20 && !saved(); attempt++)
      recent = /data-testid="recent-records"(.*?)<\/ul>/s.exec(await search(browser, ""))?.[1] ?? "";
    const [newest, older] = [rows.results[1]!, rows.results[0]!];
    expect(recent.indexOf(newest.order_no)).toBeGreaterThanOrEqual(0);
    expect(recent.indexOf(newest.order_no)).toBeLessThan(recent.indexOf(older.order_no));
  });
});

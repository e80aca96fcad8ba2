import { describe, expect, it } from "vitest";
import { authed, body, call, signIn, signInWithCaptcha } from "../helpers";

type Summary = {
  todayAmount: string;
  todayCount: number;
  yesterdayAmount: string;
  yesterdayCount: number;
  flowBalance: string;
  merchantCount: number;
  storeCount: number;
  trend: { date: string; amount: string; count: number }[];
  channels: { name: string; amount: string }[];
  successRate: string;
};
type R<T> = { code: number; success: boolean; data: T; msg: string };
const PATH = "/api/cloud-report/dashboard/summary";
const MONEY = /^\d+\.\d{2}$/;
const cents = (money: string) => Math.round(Number(money) * 100);

/** Today in GMT+8, as the server counts days. */
const today = (offset = 0) => new Date(Date.now() + 8 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);

describe("GET /api/cloud-report/dashboard/summary", () => {
  // Its figures against the orders' totals: tests/sandbox/report/report.test.ts (with the money data seeded).
  it("answers the summary shape: money as 2-decimal strings, 7 trend days ending today, the pay types", async () => {
    const { access_token } = await signIn("operator", "operator123");
    const r = await body<R<Summary>>(await authed(PATH, access_token));
    expect(r).toMatchObject({ code: 200, success: true, msg: "操作成功" });
    const d = r.data;
    expect(Object.keys(d)).toEqual([
      "todayAmount",
      "todayCount",
      "yesterdayAmount",
      "yesterdayCount",
      "flowBalance",
      "merchantCount",
      "storeCount",
      "trend",
      "channels",
      "successRate",
    ]);
    for (const money of [d.todayAmount, d.yesterdayAmount, d.flowBalance]) expect(money).toMatch(MONEY);
    for (const n of [d.todayCount, d.yesterdayCount]) expect(Number.isInteger(n) && n >= 0).toBe(true);
    for (const n of [d.merchantCount, d.storeCount]) expect(Number.isInteger(n) && n > 0).toBe(true);
    expect(d.successRate).toMatch(/^\d{1,3}\.\d{2}$/);
    expect(d.flowBalance).toBe("1250000.00");
    expect(d.trend.map((t) => t.date)).toEqual([-6, -5, -4, -3, -2, -1, 0].map(today));
    for (const t of d.trend) {
      expect(Object.keys(t)).toEqual(["date", "amount", "count"]);
      expect(t.amount).toMatch(MONEY);
      expect(Number.isInteger(t.count)).toBe(true);
    }
    expect(d.trend[6]).toEqual({ date: today(), amount: d.todayAmount, count: d.todayCount });
    expect(d.trend[5]).toEqual({ date: today(-1), amount: d.yesterdayAmount, count: d.yesterdayCount });
    expect(d.channels.map((c) => c.name)).toEqual(["微信支付", "支付宝", "银联二维码", "银行卡"]);
    for (const c of d.channels) expect(c.amount).toMatch(MONEY);
    expect(d.channels.reduce((sum, c) => sum + cents(c.amount), 0)).toBe(cents(d.todayAmount));
  });

  it("is the same for two administrators of a tenant, and another tenant's is its own", async () => {
    const admin = await signIn("admin", "admin");
    const qa = await signIn("qa1", "qa123456");
    const a = await body<R<Summary>>(await authed(PATH, admin.access_token));
    const b = await body<R<Summary>>(await authed(PATH, qa.access_token));
    expect(b.data).toEqual(a.data);
    const other = await signInWithCaptcha("admin", "admin", "000002");
    const c = await body<R<Summary>>(await authed(PATH, other.access_token));
    expect(c.data.flowBalance).toBe("85.50");
    expect(c.data.merchantCount).not.toBe(a.data.merchantCount);
  });

  it("needs a token", async () => {
    expect((await call(PATH)).status).toBe(401);
  });
});

/**
 * The home page's figures: the cloud-report dashboard (the flow state is the toll service's, services/toll).
 *
 * cloud-report home dashboard (project-specific, BladeX-style R envelope). Until the sandbox
 * holds orders, the day figures are pseudo-random but deterministic per tenant and date
 * (GMT+8), so the same day always shows the same numbers; flowBalance is the tenant's real
 * flow balance. Money is a string with 2 decimals.
 */
import type { Route, RouteContext } from "../../core/env";
import { formatDate, ok } from "../../core/http";

/** Integer cents as a money string with 2 decimals ("12345.67"). */
export function money(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** FNV-1a, then mulberry32: a small seeded generator in [0, 1). */
export function seeded(seed: string): () => number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 0x01000193);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A tenant's size: 0.3 … 1.0 (stable per tenant). */
const scale = (tenantId: string) => 0.3 + 0.7 * seeded(`scale:${tenantId}`)();

/** One day's order count and amount in cents. */
export function dayFigures(tenantId: string, date: string): { count: number; cents: number } {
  const r = seeded(`day:${tenantId}:${date}`);
  const count = Math.max(1, Math.round((180 + r() * 320) * scale(tenantId)));
  const average = 2500 + Math.floor(r() * 5500); // 25.00 … 80.00 yuan per order
  return { count, cents: count * average + Math.floor(r() * 100) };
}

/** `yyyy-MM-dd` of today in GMT+8 shifted by `offset` days. */
function day(offset: number, now = Date.now()): string {
  return formatDate(now + offset * 86_400_000).slice(0, 10);
}

const CHANNELS = ["微信支付", "支付宝", "云闪付"] as const;

/** Splits today's amount over the channels; the parts add up to the total exactly. */
function channels(tenantId: string, date: string, cents: number): { name: string; amount: string }[] {
  const r = seeded(`channels:${tenantId}:${date}`);
  const wechat = Math.round(cents * (0.45 + r() * 0.15));
  const alipay = Math.min(cents - wechat, Math.round(cents * (0.28 + r() * 0.12)));
  const parts = [wechat, alipay, cents - wechat - alipay];
  return CHANNELS.map((name, i) => ({ name, amount: money(parts[i]!) }));
}

async function summary(ctx: RouteContext): Promise<Response> {
  const tenantId = ctx.user!.tenantId;
  const now = Date.now();
  const dates = [-6, -5, -4, -3, -2, -1, 0].map((offset) => day(offset, now));
  const trend = dates.map((date) => {
    const f = dayFigures(tenantId, date);
    return { date, amount: money(f.cents), count: f.count };
  });
  const today = dayFigures(tenantId, dates[6]!);
  const yesterday = dayFigures(tenantId, dates[5]!);
  const balance = await ctx.env.DB.prepare("SELECT flow_balance FROM cloud_flow_count WHERE tenant_id = ?")
    .bind(tenantId)
    .first<string>("flow_balance");
  const r = seeded(`counts:${tenantId}`);
  const merchantCount = Math.round((120 + r() * 280) * scale(tenantId));
  const storeCount = Math.round(merchantCount * (1.2 + r() * 0.8));
  return ok({
    todayAmount: money(today.cents),
    todayCount: today.count,
    yesterdayAmount: money(yesterday.cents),
    yesterdayCount: yesterday.count,
    flowBalance: money(Math.round(Number(balance ?? 0) * 100) || 0),
    merchantCount,
    storeCount,
    trend,
    channels: channels(tenantId, dates[6]!, today.cents),
  });
}

export const dashboardRoutes: Route[] = [
  { methods: ["GET"], path: "/api/cloud-report/dashboard/summary", handler: summary },
];

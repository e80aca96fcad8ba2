import { BackendError } from "~/server/backend.server";
import type { Operator } from "~/server/auth.server";

export type DayFigure = { date: string; amount: string; count: number };
export type ChannelFigure = { name: string; amount: string };

export type DashboardSummary = {
  todayAmount: string;
  todayCount: number;
  yesterdayAmount: string;
  yesterdayCount: number;
  flowBalance: string;
  merchantCount: number;
  storeCount: number;
  /** Today's paid orders of all, in % with two decimals. */
  successRate: string;
  trend: DayFigure[];
  channels: ChannelFigure[];
};

/** The home page's figures (GET /api/cloud-report/dashboard/summary); null when unavailable. */
export async function loadDashboard(operator: Operator): Promise<DashboardSummary | null> {
  try {
    const data = await operator.api.get<Partial<DashboardSummary>>("/api/cloud-report/dashboard/summary");
    if (!data || typeof data !== "object") return null;
    return {
      todayAmount: String(data.todayAmount ?? "0"),
      todayCount: Number(data.todayCount) || 0,
      yesterdayAmount: String(data.yesterdayAmount ?? "0"),
      yesterdayCount: Number(data.yesterdayCount) || 0,
      flowBalance: String(data.flowBalance ?? "0"),
      merchantCount: Number(data.merchantCount) || 0,
      storeCount: Number(data.storeCount) || 0,
      successRate: /^\d{1,3}\.\d{2}$/.test(String(data.successRate)) ? String(data.successRate) : "0.00",
      trend: Array.isArray(data.trend) ? data.trend.slice(-14) : [],
      channels: Array.isArray(data.channels) ? data.channels.slice(0, 8) : [],
    };
  } catch (error) {
    if (error instanceof BackendError) return null;
    throw error;
  }
}

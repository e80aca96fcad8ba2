import { type DashboardSummary, report } from "@contract";
import { BackendError } from "~/server/backend.server";
import type { Operator } from "~/server/auth.server";

/** The home page's figures as the contract types them (report.dashboard.summary). */
export type { DashboardSummary };
export type DayFigure = DashboardSummary["trend"][number];
export type ChannelFigure = DashboardSummary["channels"][number];

/** The home page's figures (report.dashboard.summary); null when unavailable (or not as the contract says: logged). */
export async function loadDashboard(operator: Operator): Promise<DashboardSummary | null> {
  try {
    const data = await operator.api.call(report.dashboard.summary);
    return { ...data, trend: data.trend.slice(-14), channels: data.channels.slice(0, 8) };
  } catch (error) {
    if (error instanceof BackendError) return null;
    throw error;
  }
}

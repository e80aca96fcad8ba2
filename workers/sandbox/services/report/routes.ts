/** cloud-report: the home page's figures (services/dashboard) and 交易报表 (ADR 021). */
import type { Route } from "../../core/env";
import { tradeReportRoutes } from "./trade-report";

export const reportRoutes: Route[] = [...tradeReportRoutes];

/** cloud-report: the home page's figures (services/dashboard), 交易报表 (ADR 021) and 分润报表. */
import type { Route } from "../../core/env";
import { profitReportRoutes } from "./profit-report";
import { tradeReportRoutes } from "./trade-report";

export default [...tradeReportRoutes, ...profitReportRoutes] satisfies Route[];

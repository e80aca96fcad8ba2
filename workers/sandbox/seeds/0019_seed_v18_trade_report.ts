/** 交易报表 (and its 导出) for the partner roles (ADR 021). */
import { tenantSeed } from "../core/db";
import { tradeReportMenuSeed } from "../services/report/seed";

export default tenantSeed(tradeReportMenuSeed);

/** Every descriptor of 报表中心 (ADR 021): for the kit's routes that serve a screen by its path and for the checks on every screen. */
import type { AnyScreen } from "~/kit/shared/screen";
import { profitReportScreen } from "./profit-report";
import { tradeReportScreen } from "./trade-report";

export const REPORT_LISTS: AnyScreen[] = [tradeReportScreen, profitReportScreen];

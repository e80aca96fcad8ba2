/** GET /report/tradeReport/pdf?<the report's query> — 交易报表 as an A4 PDF (ADR 021). */
import { tradeReportPdf } from "./trade-report-pdf.server";
import type { Route } from "./+types/route";

export const loader = (args: Route.LoaderArgs) => tradeReportPdf(args);

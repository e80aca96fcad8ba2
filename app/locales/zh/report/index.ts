/** 报表中心's texts (ADR 021): sent to the browser only by its screens, each its own part. */
import profitReport from "./profit-report";
import tradeReport from "./trade-report";

export default { tradeReport, profitReport };

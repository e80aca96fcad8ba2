/**
 * 对账单 (/reconciliation/bill, issue 17): one batch per channel per Beijing day, our paid
 * orders' count, amount and fee beside the channel statement's, the differences and how many
 * are still 待处理. recon.reconBatch: list (startDate, endDate as yyyy-MM-dd bill
 * days, channelCode, state), detail?id=, statement?id= (the day's channel statement, CSV).
 * Platform staff only (the partner roles do not hold the menu; the sandbox refuses them).
 * The list opens on the last 7 bill days (yesterday back); no day may be in the future.
 */
import { countColumns, moneyColumns } from "~/kit/shared/screen-presets";
import { choices, defineScreen, type FilterSpec, type RowOf, viewApi } from "~/kit/shared/screen";

const RECON_CHANNELS = ["WXPAY", "ALIPAY", "CHINAUMS", "LAKALA", "SUIXINGFU"] as const;
/** cloud_recon_batch.state: 0 平账, 1 有差错, 2 已处理. */
export const BATCH_STATES = ["0", "1", "2"] as const;
const BATCH_STATE_CHOICES = choices(BATCH_STATES, "states");
export const STATEMENT_PATH = "/reconciliation/bill/statement";

/** 对账日期起, 对账日期止 (bill days, yyyy-MM-dd as they are) and 渠道: how 对账单 and 差错处理 both begin their filters. */
export const RECON_FILTERS = {
  startDate: { kind: "date", label: "billDateFrom" },
  endDate: { kind: "date", label: "billDateTo" },
  channelCode: { kind: "select", label: "reconChannel", options: RECON_CHANNELS, optionTexts: "channels" },
} as const satisfies Record<string, FilterSpec>;

export const reconBillScreen = defineScreen({
  id: "reconBill",
  path: "/reconciliation/bill",
  menuCode: "reconBill",
  texts: "money.reconBill",
  name: "对账单",
  api: viewApi("recon.reconBatch"),
  row: {
    batchNo: "text",
    billDate: "text",
    channelCode: "text",
    channelName: "text",
    ourCount: "number",
    ourAmount: "text",
    ourFee: "text",
    channelCount: "number",
    channelAmount: "text",
    channelFee: "text",
    diffCount: "number",
    unresolvedCount: "number",
    state: "code",
    createTime: "text",
  },
  rowLabel: (row) => `${row.billDate} ${row.channelName}`,
  buttons: { view: true },
  export: "recon_export",
  filters: {
    ...RECON_FILTERS,
    state: { kind: "select", ...BATCH_STATE_CHOICES },
  },
  columns: [
    { key: "billDate", fixed: true, format: "date" },
    { key: "channelName", label: "reconChannel", fixed: true },
    ...countColumns("ourCount", "channelCount"),
    ...moneyColumns("ourAmount", "channelAmount", "ourFee", "channelFee"),
    ...countColumns("diffCount", "unresolvedCount"),
    { key: "state" },
  ],
  fields: { state: { kind: "select", ...BATCH_STATE_CHOICES } },
  detail: [
    "batchNo",
    "billDate",
    "channelName",
    "state",
    "ourCount",
    "channelCount",
    "ourAmount",
    "channelAmount",
    "ourFee",
    "channelFee",
    "diffCount",
    "unresolvedCount",
    "createTime",
    { name: "errors", wide: true },
  ],
});

export type ReconBatch = RowOf<typeof reconBillScreen.row>;

/** yyyy-MM-dd of a Beijing day, `days` from the one holding `now`. */
export function beijingDay(now: number, days = 0): string {
  return new Date(now + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** The statement download of a batch (a console resource route streaming the sandbox's file). */
export const statementHref = (id: string) => `${STATEMENT_PATH}?id=${encodeURIComponent(id)}`;

/**
 * Declarations many screen descriptors share, each a rule of its own: the BladeX button codes of a
 * list's 新增/修改/删除, the time filters, the orders' payment, party and amount filters, the
 * fields that say who created a row and when, the columns of amounts and counts. Their labels are
 * the kit's common field texts (`kit.fields.<name>`), so a screen that uses one writes no text for
 * it (it may word it its own way).
 */
import { choices, type ColumnSpec, type FieldSpec, type FilterSpec, type RowSpec, type ScreenSpec } from "./screen";

/** 新增, 修改, 删除 by the menu's usual button codes: `<prefix>_add`, `<prefix>_edit`, `<prefix>_delete`. */
export function crudButtons<P extends string>(
  prefix: P,
): { create: `${P}_add`; edit: `${P}_edit`; delete: `${P}_delete` } & ScreenSpec["buttons"] {
  return { create: `${prefix}_add`, edit: `${prefix}_edit`, delete: `${prefix}_delete` };
}

/**
 * 时间 by preset (today by default … custom) with the two days a custom range takes: the
 * backend gets startTime and endTime (FilterSpec's `period`).
 */
export const PERIOD_FILTERS = {
  period: { kind: "period", from: "startDate", to: "endDate" },
  startDate: { kind: "date" },
  endDate: { kind: "date" },
} as const satisfies Record<string, FilterSpec>;

/** 开始日期 and 结束日期: a range of whole days, sent as startTime and endTime (the first and last second). */
export const DAY_RANGE_FILTERS = {
  startTime: { kind: "date", label: "startDate", bound: "start" },
  endTime: { kind: "date", label: "endDate", bound: "end" },
} as const satisfies Record<string, FilterSpec>;

/**
 * A row's code: required, of the form `source` (the screen's `codeFormat` text says which), fixed
 * once the row exists, with the screen's `codeHint`.
 */
export const codeField = (max: number, source: string) =>
  ({
    required: true,
    max,
    pattern: { source, message: "codeFormat" },
    fixedOnEdit: true,
    hint: "codeHint",
  }) as const satisfies FieldSpec;

/** Who created the row and when (创建人, 创建时间), as the backend's rows name them. */
export const CREATED_ROW = { createUserName: "text", createTime: "text" } as const satisfies RowSpec;

/** The payment channels (cloud_channel_info codes), named by the kit's `channels` texts. */
export const PAY_CHANNELS = ["WXPAY", "ALIPAY", "CHINAUMS", "LAKALA", "SUIXINGFU"] as const;
/** The ways an order is paid (pay_type), named by the kit's `payTypes` texts. */
export const PAY_TYPES = ["WXPAY", "ALIPAY", "UNIONPAY", "CARD"] as const;

/** An order's 支付方式 as a field: lists, details and exports show its name. */
export const PAY_TYPE_CHOICES = choices(PAY_TYPES, "payTypes");

/** 支付通道 and 支付方式: how the orders' lists and the trade report filter by payment. */
export const PAYMENT_FILTERS = {
  channelCode: { label: "payChannel", kind: "select", options: PAY_CHANNELS, optionTexts: "channels" },
  payType: { kind: "select", ...PAY_TYPE_CHOICES },
} as const satisfies Record<string, FilterSpec>;

/** 商户编号: an order's merchant by number. */
export const MERCHANT_NO_FILTER = { max: 32 } as const satisfies FilterSpec;
/** 代理商编号（含下级）: an agent by number, and with it every agent below it (the backend reads the subtree). */
export const AGENT_TREE_FILTER = { label: "agentNoTree", max: 32 } as const satisfies FilterSpec;

/** 最小金额 and 最大金额: an amount range in yuan, as the orders' lists filter it. */
export const AMOUNT_RANGE_FILTERS = {
  minAmount: { max: 13, placeholder: "amountPlaceholder" },
  maxAmount: { max: 13, placeholder: "amountPlaceholder" },
} as const satisfies Record<string, FilterSpec>;

/** Columns side by side that export in one format, each as it is named. */
const columnsIn =
  (format: NonNullable<ColumnSpec["format"]>) =>
  (...keys: string[]): ColumnSpec[] =>
    keys.map((key) => ({ key, format }));

/** Amounts in yuan (money with two decimals in the export): `...moneyColumns("fee", "net")`. */
export const moneyColumns = columnsIn("money");
/** Counts (numbers in the export): `...countColumns("orderCount")`. */
export const countColumns = columnsIn("number");

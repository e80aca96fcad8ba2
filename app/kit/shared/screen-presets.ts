/**
 * Declarations many screen descriptors share, each a rule of its own: the BladeX button codes of a
 * list's 新增/修改/删除, the time filters, the fields that say who created a row and when.
 */
import type { FilterSpec, RowSpec, ScreenSpec } from "./screen";

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

/** Who created the row and when (创建人, 创建时间), as the backend's rows name them. */
export const CREATED_ROW = { createUserName: "text", createTime: "text" } as const satisfies RowSpec;

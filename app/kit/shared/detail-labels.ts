/**
 * The detail dialog labels a field as the list's column does: an item the columns show under a
 * label of their own (`{ key: "bankName", label: "bank" }`) takes that label, unless it names one
 * itself. So a field's label on a screen is written once, where the list shows it.
 */
import type { ColumnSpec, DetailItem } from "./screen";

export function labelledDetail(columns: readonly ColumnSpec[], detail: readonly DetailItem[]): DetailItem[] {
  const columnLabels = new Map(columns.flatMap((column) => (column.label ? [[column.key, column.label]] : [])));
  return detail.map((item) => {
    const { name, ...rest } = typeof item === "string" ? { name: item } : item;
    const label = columnLabels.get(name);
    if (!label || (typeof item !== "string" && item.label)) return item;
    return { name, label, ...rest };
  });
}

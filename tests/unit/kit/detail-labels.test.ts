/** A detail item labelled as the list's column of the same name (kit/shared/detail-labels). */
import { describe, expect, it } from "vitest";
import { labelledDetail } from "~/kit/shared/detail-labels";
import { defineScreen } from "~/kit/shared/screen";

describe("detail labels", () => {
  const columns = [{ key: "bankName", label: "bank" }, { key: "status" }];

  it("takes the column's label for an item the columns label", () => {
    expect(labelledDetail(columns, ["bankName", { name: "bankName", wide: true }])).toEqual([
      { name: "bankName", label: "bank" },
      { name: "bankName", label: "bank", wide: true },
    ]);
  });

  it("keeps an item's own label, and an item the columns do not label", () => {
    const detail = [{ name: "bankName", label: "bankName" }, "status", "remark", { name: "note", wide: true as const }];
    expect(labelledDetail(columns, detail)).toEqual(detail);
  });

  it("is what a described screen's detail holds", () => {
    const screen = defineScreen({
      id: "t",
      path: "/t",
      name: "t",
      menuCode: "t",
      texts: "t.t",
      api: { list: "system.mcc.list" },
      row: { bankName: "text" },
      rowLabel: (row) => row.bankName,
      buttons: {},
      columns,
      detail: ["bankName"],
    });
    expect(screen.detail).toEqual([{ name: "bankName", label: "bank" }]);
  });
});

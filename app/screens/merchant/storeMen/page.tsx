/** 收银员管理's page parts beyond its descriptor: the chosen store's name. */
import type { RowOf } from "~/kit/shared/screen";
import type { ScreenParts } from "~/kit/ui/described-screen";
import type { storeMenScreen } from "./screen";

type Spec = typeof storeMenScreen.row;

export function useStoreMenParts(): ScreenParts<Spec> {
  return {
    form: {
      initial: (row, values) => ({ ...values, storeMenRole: row?.storeMenRole || "2", status: row?.status || "1" }),
      remoteLabels: (row: RowOf<Spec> | null) => ({ storeId: row?.storeFullName ?? "" }),
    },
  };
}

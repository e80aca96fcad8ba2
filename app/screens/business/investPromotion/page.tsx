/** 招商推广人员's page parts: the department's name on the remote select of an edited row, 启用 by default. */
import type { RowOf } from "~/kit/shared/screen";
import type { ScreenParts } from "~/kit/ui/described-screen";
import type { investPromotionScreen } from "./screen";

type Spec = typeof investPromotionScreen.row;

export function useInvestPromotionParts(): ScreenParts<Spec> {
  return {
    form: {
      remoteLabels: (row: RowOf<Spec> | null) => ({ deptId: row?.deptName ?? "" }),
      initial: (row, values) => ({ ...values, status: row?.status || "1" }),
    },
  };
}

/** 业务员管理's page parts: the agent's name on the remote select of an edited row. */
import type { RowOf } from "~/kit/shared/screen";
import type { ScreenParts } from "~/kit/ui/described-screen";
import type { salesmanScreen } from "./screen";

type Spec = typeof salesmanScreen.row;

export function useSalesmanParts(): ScreenParts<Spec> {
  return {
    form: {
      remoteLabels: (row: RowOf<Spec> | null) => ({ agentId: row?.agentName ?? "" }),
      initial: (row, values) => ({ ...values, status: row?.status || "1" }),
    },
  };
}

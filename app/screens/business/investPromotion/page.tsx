/** 招商推广人员's page parts: the department's name on the remote select of an edited row, 启用 by default. */
import { remoteFormParts } from "~/kit/ui/described-screen";
import type { investPromotionScreen } from "./screen";

export const useInvestPromotionParts = remoteFormParts<typeof investPromotionScreen.row>(
  { deptId: "deptName" },
  { status: "1" },
);

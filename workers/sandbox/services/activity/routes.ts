/** 营销活动 (marketing.activity.*) and 银行活动 (agent.bankAct.*), ADR 023. */
import type { Route } from "../../core/env";
import { activityRoutes } from "./activities";
import { bankActRoutes } from "./bank-acts";

export default [...activityRoutes, ...bankActRoutes] satisfies Route[];

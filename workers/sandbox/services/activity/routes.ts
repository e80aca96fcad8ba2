/** 营销活动 (/api/cloud-marketing/activity) and 银行活动 (/api/cloud-agent/bankActManage), ADR 023. */
import type { Route } from "../../core/env";
import { activityRoutes } from "./activities";
import { bankActRoutes } from "./bank-acts";

export const marketingActivityRoutes: Route[] = [...activityRoutes, ...bankActRoutes];

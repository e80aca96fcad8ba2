/** cloud-policy (policy.*, ADR 020): 费率模板 (templates.ts) and 政策列表 (policies.ts). */
import type { Route } from "../../core/env";
import { policyRoutes } from "./policies";
import { templateRoutes } from "./templates";

export default [...templateRoutes, ...policyRoutes] satisfies Route[];

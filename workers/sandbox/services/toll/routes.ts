/** cloud-tenant-toll, the flow top-up (ADR 017): combos and company config, recharge orders, flow counts. */
import type { Route } from "../../core/env";
import { comboRoutes } from "./combo";
import { flowRoutes } from "./flow";
import { rechargeRoutes } from "./recharge";

export default [...comboRoutes, ...rechargeRoutes, ...flowRoutes] satisfies Route[];

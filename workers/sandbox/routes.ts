/**
 * Every route of the sandbox: each service's, found in `services/<name>/routes.ts` (its default
 * export; ADR 033), and the fault switch's. No request path falls on two routes (a unit test,
 * tests/unit/sandbox/routes.test.ts, holds them to it), so their order does not matter: a new
 * service is a new folder, and nothing here changes.
 */
import type { Route } from "./core/env";
import { faultRoutes } from "./core/faults";
import type { BusinessAdapters } from "./services/flow/business";
import { merchantApproval } from "./services/merchant/approval";
import { rechargeApproval } from "./services/toll/recharge-approval";

/** A service's routes, or (the work-flow's) its routes given the adapters of what it approves. */
type ServiceRoutes = Route[] | ((approvals: BusinessAdapters) => Route[]);

/** The objects the work-flow approves, each its own service's adapter: handed over here, so cloud-flow imports no business service (ADR 025). */
const APPROVALS: BusinessAdapters = { recharge: rechargeApproval, merchant: merchantApproval };

const SERVICES = import.meta.glob<ServiceRoutes | undefined>("./services/*/routes.ts", {
  eager: true,
  import: "default",
});

function mounted(file: string, routes: ServiceRoutes | undefined): Route[] {
  if (!routes) throw new Error(`${file} exports no routes by default`);
  return typeof routes === "function" ? routes(APPROVALS) : routes;
}

export const ROUTES: Route[] = [
  ...faultRoutes,
  ...Object.keys(SERVICES)
    .sort()
    .flatMap((file) => mounted(file, SERVICES[file])),
];

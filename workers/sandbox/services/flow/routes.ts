/** cloud-flow, the work-flow (ADR 025): models, deployments and definitions, to-do and history. */
import type { Route } from "../../core/env";
import type { BusinessAdapters } from "./business";
import { deployRoutes } from "./deploy";
import { modelRoutes } from "./models";
import { workRoutes } from "./work";

/** The routes, given the adapters of the objects it approves (the sandbox's routes.ts passes the services' own). */
export default function workFlowRoutes(business: BusinessAdapters): Route[] {
  return [...modelRoutes, ...deployRoutes, ...workRoutes(business)];
}

/** cloud-flow, the work-flow (ADR 025): models, deployments and definitions, to-do and history. */
import type { Route } from "../../core/env";
import type { BusinessAdapters } from "./business";
import { deployRoutes } from "./deploy";
import { modelRoutes } from "./models";
import { workRoutes } from "./work";

/** The routes, given the adapters of the objects it approves (index.ts passes the services' own). */
export const workFlowRoutes = (business: BusinessAdapters): Route[] => [
  ...modelRoutes,
  ...deployRoutes,
  ...workRoutes(business),
];

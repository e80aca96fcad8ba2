/** cloud-flow, the work-flow (ADR 025): models, deployments and definitions, to-do and history. */
import type { Route } from "../../core/env";
import { deployRoutes } from "./deploy";
import { modelRoutes } from "./models";
import { workRoutes } from "./work";

export const workFlowRoutes: Route[] = [...modelRoutes, ...deployRoutes, ...workRoutes];

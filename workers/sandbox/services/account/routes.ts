/** cloud-account (ADR 018): accounts and their ledger, and freezes; its money requests are approval/'s. */
import type { Route } from "../../core/env";
import { accountRoutes } from "./accounts";
import { freezeRoutes } from "./freeze";

export default [...accountRoutes, ...freezeRoutes] satisfies Route[];

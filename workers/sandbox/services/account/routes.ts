/** cloud-account (ADR 018): accounts and their ledger, freezes, and the money requests waiting for a second operator. */
import type { Route } from "../../core/env";
import { moneyRequestRoutes } from "../approval/routes";
import { accountRoutes } from "./accounts";
import { freezeRoutes } from "./freeze";

export const accountServiceRoutes: Route[] = [...accountRoutes, ...freezeRoutes, ...moneyRequestRoutes];

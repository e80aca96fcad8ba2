/** cloud-order (ADR 018): transaction orders and refunds. */
import type { Route } from "../../core/env";
import { refundOrderRoutes } from "./refund";
import { tradeOrderRoutes } from "./trade";

export const orderRoutes: Route[] = [...tradeOrderRoutes, ...refundOrderRoutes];

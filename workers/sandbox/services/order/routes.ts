/** cloud-order (ADR 018): transaction orders and refunds. */
import type { Route } from "../../core/env";
import { orderActionRoutes } from "./order-actions";
import { refundOrderRoutes } from "./refund";
import { refundRoutes } from "./refund-action";
import { tradeOrderRoutes } from "./trade";

export default [...tradeOrderRoutes, ...refundRoutes, ...orderActionRoutes, ...refundOrderRoutes] satisfies Route[];

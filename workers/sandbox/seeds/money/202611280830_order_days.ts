/** The orders' day summary (ADR 036) from the orders a database holds: its triggers keep it from then on. */
import { tenantSeed } from "../../core/db";
import { orderDaysSeed } from "../../services/order/days";

export default tenantSeed(() => orderDaysSeed());

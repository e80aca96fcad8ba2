/** cloud-recon: reconciliation (issue 17): the channels' daily batches and the differences' work list. */
import type { Route } from "../../core/env";
import { batchRoutes } from "./batch";
import { errorRoutes } from "./error";

export default [...batchRoutes, ...errorRoutes] satisfies Route[];

import type { Route } from "../env";

export const referenceRoutes: Route[] = [];

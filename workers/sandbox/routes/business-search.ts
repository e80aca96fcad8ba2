import type { Route } from "../env";

export const businessSearchRoutes: Route[] = [];

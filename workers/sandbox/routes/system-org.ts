import type { Route } from "../env";

export const orgRoutes: Route[] = [];

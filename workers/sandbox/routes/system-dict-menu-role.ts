import type { Route } from "../env";

export const dictMenuRoleRoutes: Route[] = [];

/**
 * cloud-system: dict (global system dictionary), dict-biz (tenant business dictionary), menu
 * management and role management (contract §4.1, §4.2, §4.4). `/menu/routes`, `/menu/buttons`
 * and `/menu/top-menu` live in routes/system.ts.
 */
import type { Route } from "../env";
import { dictRoutes } from "../dict-menu-role-dict";
import { menuRoutes } from "../dict-menu-role-menu";
import { roleRoutes } from "../dict-menu-role-role";

const SYS = "/api/cloud-system";

export const dictMenuRoleRoutes: Route[] = [
  ...dictRoutes(`${SYS}/dict`, false),
  ...dictRoutes(`${SYS}/dict-biz`, true),
  ...menuRoutes(`${SYS}/menu`),
  ...roleRoutes(`${SYS}/role`),
];

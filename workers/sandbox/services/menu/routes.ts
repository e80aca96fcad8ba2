/**
 * cloud-system's menus: the console shell's reads (/menu/routes, /menu/buttons, /menu/top-menu;
 * console.ts) and menu management (management.ts).
 */
import type { Route } from "../../core/env";
import { consoleMenuRoutes } from "./console";
import { menuManagementRoutes } from "./management";

export const menuRoutes: Route[] = [...consoleMenuRoutes, ...menuManagementRoutes("/api/cloud-system/menu")];

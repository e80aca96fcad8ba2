/**
 * cloud-system's menus: the console shell's reads (system.menu.routes, buttons, topMenu;
 * console.ts) and menu management (management.ts).
 */
import type { Route } from "../../core/env";
import { consoleMenuRoutes } from "./console";
import { menuManagementRoutes } from "./management";

export default [...consoleMenuRoutes, ...menuManagementRoutes] satisfies Route[];

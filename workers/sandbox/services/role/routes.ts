/** cloud-system's roles: role management (management.ts) and the roles' disabled form fields. */
import type { Route } from "../../core/env";
import { disabledFieldRoutes } from "./disabled-fields";
import { roleManagementRoutes } from "./management";

export default [...roleManagementRoutes, ...disabledFieldRoutes] satisfies Route[];

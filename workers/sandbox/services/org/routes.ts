/**
 * cloud-system's organisation: /dept (tree, pages, writes), /region, /post/select and /tenant
 * (info, select). The tenant's design and common settings are the settings service; the people
 * (cloud-user) are the user service.
 */
import type { Route } from "../../core/env";
import { deptRoutes } from "./dept";
import { postRoutes } from "./post";
import { regionRoutes } from "./region";
import { tenantRoutes } from "./tenant";

export default [...deptRoutes, ...regionRoutes, ...postRoutes, ...tenantRoutes] satisfies Route[];

/**
 * cloud-system org screens: /dept, /dept-design (detail, submit), /region, /common-setting
 * (detail, submit) and /post/select. The user-management endpoints (cloud-user) are in user.ts.
 */
import type { Route } from "../env";
import { deptRoutes } from "../org-dept";
import { regionRoutes } from "../org-region";
import { settingsRoutes } from "../org-settings";

export const orgRoutes: Route[] = [...deptRoutes, ...regionRoutes, ...settingsRoutes];
